/** The media type records are served and imported as (docs/records.md): UTF-8 text. */
export const RECORD_MEDIA_TYPE = 'text/plain';
export const RECORD_CONTENT_TYPE = `${RECORD_MEDIA_TYPE}; charset=utf-8`;
