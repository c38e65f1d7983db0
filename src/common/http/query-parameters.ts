/** How the paged lists' query parameters are described in the OpenAPI document: every list takes them alike. */
export const CURSOR = { name: 'cursor', required: false, description: 'the `next` of the previous page' };
export const LIMIT = { name: 'limit', required: false, description: 'how many items a page holds at most' };
