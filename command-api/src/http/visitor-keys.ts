import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * What counts as one visitor beyond their cookie: the network (client address) and the device (address
 * and browser) a request comes from, as keyed hashes so no address is kept. Fresh cookies from one phone
 * share its device key; phones on one Wi-Fi share its network key.
 */
export function visitorKeys(secret: string, request: FastifyRequest, purpose: string) {
  const hash = (value: string) =>
    createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');
  return {
    networkKey: hash(request.ip),
    deviceKey: hash(`${request.ip} ${request.headers['user-agent'] ?? ''}`),
  };
}
