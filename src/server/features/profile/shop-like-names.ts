import type { FastifyInstance } from 'fastify';
import { nameImpersonatesMessage } from '../../../shared/schemas/auth.ts';
import { impersonatesShop } from '../../../shared/schemas/shop-like-name.ts';
import { HttpError } from '../../http/errors.ts';

/** The shop's name as the owner set it now, for the impersonation rule. */
export async function currentShopName(app: FastifyInstance): Promise<string> {
  return (await app.shopSettings.get()).name;
}

/**
 * Refuses (400, naming the field) a customer's display name that passes for the shop as it
 * is called now: the request schema knows only the project's own name, and the owner may
 * have renamed the shop since.
 */
export async function refuseShopLikeName(app: FastifyInstance, name: string): Promise<void> {
  const shopName = await currentShopName(app);
  if (!impersonatesShop(name, shopName)) return;
  const message = nameImpersonatesMessage(shopName);
  throw new HttpError(400, message, { name: message });
}
