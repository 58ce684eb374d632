import { z } from 'zod';

/** The largest value of a Postgres `integer` column: ids and filters above it never reach the database. */
export const MAX_INTEGER_ID = 2_147_483_647;

/** A positive integer id of a catalog row (beaches, businesses, challenges, categories…), from text or JSON. */
export const integerId = (required = 'Id must be a number', positive = 'Id must be a positive number') =>
  z.coerce.number(required).int(required).positive(positive).max(MAX_INTEGER_ID, 'Id is out of range');
