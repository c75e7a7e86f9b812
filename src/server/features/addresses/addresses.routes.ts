import type { FastifyPluginAsync } from 'fastify';
import { addressEndpoints } from '../../../shared/api/checkout.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';

/** A customer's address book (My Profile); checkout starts from the default address. */
export const addressRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, addressEndpoints.list, async (request) => listAddresses(db, request.user.id));

  endpointRoute(app, addressEndpoints.add, async (request, reply) =>
    reply.code(201).send(await addAddress(db, request.user.id, request.body)),
  );

  endpointRoute(app, addressEndpoints.update, async (request) =>
    updateAddress(db, request.user.id, request.params.id, request.body),
  );

  endpointRoute(app, addressEndpoints.remove, async (request, reply) => {
    await deleteAddress(db, request.user.id, request.params.id);
    return reply.code(204).send();
  });
};
