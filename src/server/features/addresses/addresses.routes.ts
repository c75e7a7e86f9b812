import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { addressEndpoints } from '../../../shared/api/checkout.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';

/** A customer's address book (My Profile); checkout starts from the default address. */
export const addressRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  endpointRoute(app, addressEndpoints.list, async (request) =>
    listAddresses(pool, request.user.id),
  );

  endpointRoute(app, addressEndpoints.add, async (request, reply) =>
    reply.code(201).send(await addAddress(pool, request.user.id, request.body)),
  );

  endpointRoute(app, addressEndpoints.update, async (request) =>
    updateAddress(pool, request.user.id, request.params.id, request.body),
  );

  endpointRoute(app, addressEndpoints.remove, async (request, reply) => {
    await deleteAddress(pool, request.user.id, request.params.id);
    return reply.code(204).send();
  });
};
