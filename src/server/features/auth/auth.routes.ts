import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sessionSchema,
  signedInSchema,
  signInSchema,
  signUpSchema,
} from '../../../shared/schemas/auth.ts';
import { errorSchema } from '../../../shared/schemas/common.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { sessionUser } from '../../auth/current-session.ts';
import { closeSession, openSession } from '../../auth/identity-sessions.ts';
import { toApiUser } from '../users/user-mapper.ts';
import { HttpError } from '../../http/errors.ts';
import { refuseCrossOrigin } from '../../http/same-origin.ts';
import { limitSignUp } from './auth-limits.ts';
import { signIn, signUp } from './auth.service.ts';
import { guardGuess, noteCorrectGuess, noteFailedGuess } from './password-guess-limits.ts';

const refusals = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  409: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

/** The identity provider: email and password accounts and their session cookie. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  const { db } = auth;
  // Every answer here is about the visitor's own account: no shared cache may keep it.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  // Sign-in, sign-up and sign-out act on the identity cookie: never for another site.
  app.addHook('onRequest', refuseCrossOrigin(auth.publicUrl));

  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account with name, email and password, and sign in; with the setup ' +
          "token from the start-up log, the shop owner's account",
        body: signUpSchema,
        response: { 201: signedInSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await limitSignUp(db, reply, { ip: request.ip, email: input.email }, auth.limits);
      const user = await signUp(db, input);
      auth.session.set(reply, await openSession(db, user.id));
      return reply.code(201).send({ user: toApiUser(user) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: signInSchema,
        response: { 200: signedInSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const guesser = { kind: 'signIn', account: input.email, ip: request.ip } as const;
      await guardGuess(db, reply, guesser);
      const user = await signIn(db, input).catch(async (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 401) {
          await noteFailedGuess(db, guesser);
        }
        throw error;
      });
      await noteCorrectGuess(db, guesser);
      auth.session.set(reply, await openSession(db, user.id));
      return { user: toApiUser(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End the identity session; every token issued from it stops working at once',
        response: { 204: z.null(), 403: errorSchema },
      },
    },
    async (request, reply) => {
      const id = auth.session.read(request);
      if (id) await closeSession(db, id);
      auth.session.clear(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Who the identity session belongs to, and which sign-in methods are on offer',
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const user = await sessionUser(auth, request, reply);
      reply.header('Cache-Control', 'no-store');
      return {
        user: user ? toApiUser(user) : null,
        providers: { google: auth.google !== undefined },
      };
    },
  );
};
