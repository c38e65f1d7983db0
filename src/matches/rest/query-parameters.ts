/** How the REST routes' shared query parameters are described in the OpenAPI document. */
export const CURSOR = { name: 'cursor', required: false, description: 'the `next` of the previous page' };
export const LIMIT = { name: 'limit', required: false, type: Number, description: '1–100, default 20' };
export const EVENT_LIMIT = { ...LIMIT, description: '1–1000, default 100' };
/** The one convention of every read of the log (docs/api.md, "The log and fromSeq"). */
export const FROM_SEQ = {
  name: 'fromSeq',
  required: false,
  type: Number,
  description:
    "the first seq wanted: pass the match's `seq` for what comes after what you read; default 0 (the whole log)",
};
