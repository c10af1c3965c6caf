import type { Presentation as PresentationEntity } from '@greenroom/core';
import { checkPresentationSlides, requireName } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../platform/auth/access';
import { newId } from '../platform/lib/tokens';
import type { Database } from '../platform/db/database';
import { deletePresentation, insertPresentation, loadPresentation, updatePresentation } from './store';
import { storedFilePaths } from '../uploads/store/files';
import { badRequest, notFound } from '../platform/http/errors';
import { ErrorAnswer, Id, Line, strict, VersionInput } from '../platform/http/schemas';
import { assertVersion, staleWrite } from '../platform/http/staleWrites';
import { Presentation } from './schemas';
import { slidesRoot } from '../uploads/addresses';
import type { RouteModule } from '../platform/routeModule';

const SLIDE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;
const Slides = Type.Array(Line(60), { maxItems: 500 });
const PresentationName = Line(200);

function requiredName(name: string): string {
  const checked = requireName(name);
  if (!checked.ok) throw badRequest({ name: checked.error });
  return checked.name;
}

/** Slide names must be uploaded slides of this server (core's rule); resolves them unchanged. */
async function checkedSlides(db: Kysely<Database>, slides: readonly string[]): Promise<string[]> {
  // Names that cannot be a stored slide never reach the database.
  const malformed = slides.findIndex((slide) => !SLIDE_NAME.test(slide));
  if (malformed >= 0) throw badRequest({ [`slides.${malformed}`]: 'Not an uploaded slide' });
  const present = await storedFilePaths(db, slides.map((slide) => `slides/${slide}`));
  const errors = checkPresentationSlides(slides, (slide) => present.has(`slides/${slide}`));
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return [...slides];
}

/** Presentations (slide decks) of a space. */
export const presentationRoutes: RouteModule = async (app, { ctx }) => {
  async function one(presentationID: string): Promise<PresentationEntity> {
    const presentation = await loadPresentation(ctx.db, presentationID, slidesRoot(ctx.config.publicUrl));
    if (!presentation) throw notFound('Presentation');
    return presentation;
  }

  app.post(
    '/presentation',
    {
      config: { access: access.signedIn(inBody('space', 'spaceID')) },
      schema: {
        tags: ['presentations'],
        summary: 'Create a presentation',
        body: strict({ spaceID: Id, name: PresentationName, slides: Slides }),
        response: { 201: Type.Object({ presentationID: Type.String(), name: Type.String() }), 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const name = requiredName(request.body.name);
      const slides = await checkedSlides(ctx.db, request.body.slides);
      const presentationID = newId();
      await insertPresentation(ctx.db, { presentationID, spaceID: request.body.spaceID, name, slides, now: ctx.clock.now().getTime() });
      return reply.status(201).send({ presentationID, name });
    },
  );

  app.get(
    '/presentation',
    {
      config: { access: access.signedIn(inQuery('presentation', 'presentationID')) },
      schema: {
        tags: ['presentations'],
        summary: 'One presentation with its ordered slides',
        querystring: Type.Object({ presentationID: Id }),
        response: { 200: Presentation, 404: ErrorAnswer },
      },
    },
    async (request) => one(request.query.presentationID),
  );

  app.put(
    '/presentation',
    {
      config: { access: access.signedIn(inBody('space', 'spaceID'), inBody('presentation', 'presentationID')) },
      schema: {
        tags: ['presentations'],
        summary: 'Rename a presentation read at `version` and replace its ordered slides (each an uploaded slide); 412 when stale',
        body: strict({ spaceID: Id, presentationID: Id, name: PresentationName, slides: Slides, version: Type.Optional(VersionInput) }),
        response: { 200: Presentation, 400: ErrorAnswer, 404: ErrorAnswer, 412: ErrorAnswer },
      },
    },
    async (request) => {
      const { presentationID, version } = request.body;
      assertVersion(await one(presentationID), version);
      const name = requiredName(request.body.name);
      const slides = await checkedSlides(ctx.db, request.body.slides);
      if (!(await updatePresentation(ctx.db, presentationID, { name, slides, now: ctx.clock.now().getTime() }, version))) {
        throw version === undefined ? notFound('Presentation') : staleWrite();
      }
      return one(presentationID);
    },
  );

  app.delete(
    '/presentation',
    {
      config: { access: access.signedIn(inQuery('space', 'spaceID'), inQuery('presentation', 'presentationID')) },
      schema: {
        tags: ['presentations'],
        summary: 'Delete a presentation; presenters that used it keep none',
        querystring: Type.Object({ spaceID: Id, presentationID: Id }),
        response: { 204: Type.Null(), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      await ctx.db.transaction().execute((trx) => deletePresentation(trx, request.query));
      return reply.status(204).send(null);
    },
  );
};
