/** What the server found of the serve token an impression or click carried. */
export type ServeCheck = 'valid' | 'no-serve-token' | 'bad-token' | 'token-expired' | 'token-used';

/**
 * Why a recorded impression or click is not counted (null: counted). Flagged events are kept in the log.
 * 'no-impression' was rule 1's only: a click from a visitor never counted as shown the ad. 'cookieless',
 * 'device-repeat' and 'network-burst' are rule 3's.
 */
export type TrafficFlag =
  | 'bot'
  | 'repeat'
  | 'frequency'
  | 'no-impression'
  | 'cookieless'
  | 'device-repeat'
  | 'network-burst'
  | Exclude<ServeCheck, 'valid'>
  | null;
