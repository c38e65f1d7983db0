import { LIMIT } from '../../common';
import { jsonSchemaOf } from '../../openapi';
import { eventPageSchema, fromSeqSchema } from '../api/match-input';

/** The one convention of every read of the log (docs/api.md, "The log and fromSeq"). */
export const FROM_SEQ = {
  name: 'fromSeq',
  required: false,
  schema: jsonSchemaOf(fromSeqSchema.shape.fromSeq),
  description:
    "the first seq wanted: pass the match's `seq` for what comes after what you read; default 0 (the whole log)",
};

/** Pages of the log are larger than listings': an event is a few dozen bytes, and nothing is replayed for it. */
export const EVENT_LIMIT = { ...LIMIT, schema: jsonSchemaOf(eventPageSchema.shape.limit) };
