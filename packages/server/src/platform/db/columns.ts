/**
 * Column conventions shared by every table (one code path for SQLite and PostgreSQL): times are
 * epoch milliseconds in `bigint` columns, flags are 0/1 integers, nested parts are JSON text (see
 * json.ts), ids are random strings chosen by the server.
 */

/** 0 or 1. */
export type Flag = number;
/** A JSON document stored as text. */
export type JsonText = string;
/** Epoch milliseconds. */
export type Millis = number;
