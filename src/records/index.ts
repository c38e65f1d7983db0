/**
 * The records' public entry: importing a record, writing one, and its media type. Other modules' code imports
 * src/records only through this file; lint checks it (.dependency-cruiser.cjs).
 */
export { RecordImports } from './record-import';
export { RECORD_CONTENT_TYPE, RECORD_MEDIA_TYPE } from './record-media-type';
export { writeRecord } from './record-writer';
export type { RecordSeat } from './recorded-match';
