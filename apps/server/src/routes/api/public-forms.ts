import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import {
  type ApiDependencies,
  consumeFormAllowance,
  receiveCareer,
  receiveContact,
} from '@app/api';
import {
  careerSubmissionSchema,
  contactSubmissionSchema,
  cvDailyLimitMessage,
  cvTooLargeMessage,
  formErrorAnswerSchema,
  formThankYouPaths,
  type PostedFormKind,
  type PostedFormState,
  successAnswerSchema,
} from '@app/domain';
import {
  errorAnswer,
  handleHttpError,
  sendError,
  setRetryAfter,
} from '../../plugins/http-errors.ts';
import { parseJsonBody, type ZodRoutes } from '../../plugins/zod-validation.ts';
import type { FormPages } from '../../site/form-pages.ts';
import { acceptCareerForm, uploadedCv } from './career-form-upload.ts';
import {
  acceptUrlEncodedForms,
  answersWithPage,
  cvFieldName,
  type JudgedPost,
  judgeCareerPost,
  judgeContactPost,
  PostedForm,
  refusedPostState,
  refuseCrossSitePost,
} from './posted-forms.ts';

/**
 * Answers a refused or failed post with the form's page again (post/redirect/get needs no state
 * kept between requests: the page carries it). Never cached: it holds what the visitor typed.
 * Without the web build only the API is served, so the refusal is the JSON one.
 */
async function sendFormPage(
  request: FastifyRequest,
  reply: FastifyReply,
  formPages: FormPages | undefined,
  status: number,
  state: PostedFormState,
): Promise<FastifyReply> {
  if (formPages === undefined) {
    const message = state.formError ?? Object.values(state.fieldErrors)[0] ?? 'Invalid form data';
    return sendError(request, reply, status, message, { fieldErrors: state.fieldErrors });
  }
  let page: string;
  try {
    page = await formPages.render(state);
  } catch (error) {
    request.log.error({ err: error }, 'form page failed to render');
    return sendError(request, reply, 500, 'Internal server error');
  }
  if (formPages.contentSecurityPolicy !== undefined) {
    void reply.header('Content-Security-Policy', formPages.contentSecurityPolicy);
  }
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

/** Refusals of the CV itself rather than of the whole form: shown under the CV field. */
const cvFieldMessages: ReadonlySet<string> = new Set([cvTooLargeMessage, cvDailyLimitMessage]);

/**
 * The route's error handler: a post answered with pages gets the form's page with the error's
 * status (a too-large CV's message, or the address's CVs for the day, under the CV field; anything
 * else, such as the rate limit or an unavailable database, for the whole form); any other gets the
 * API's JSON answer.
 */
function answerFormError(kind: PostedFormKind, formPages: FormPages | undefined) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (!answersWithPage(request)) return handleHttpError(error, request, reply);
    setRetryAfter(error, reply);
    const { status, message, fieldErrors } = errorAnswer(error, request);
    const posted = request.body instanceof PostedForm ? request.body : undefined;
    const messages = cvFieldMessages.has(message)
      ? { fieldErrors: { ...fieldErrors, [cvFieldName]: message } }
      : { fieldErrors, formError: message };
    return sendFormPage(
      request,
      reply,
      formPages,
      status,
      refusedPostState(kind, posted, messages),
    );
  };
}

/**
 * A plain HTML post: refused with the page and its messages, or handed to the same service as the
 * JSON door and then sent to the thank-you page with 303 (a reload there posts nothing again).
 * The service's failures go to the route's error handler, which answers with the page.
 */
async function answerPost<Input>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    kind: PostedFormKind;
    judged: JudgedPost<Input>;
    formPages: FormPages | undefined;
    store: (input: Input) => Promise<void>;
  },
): Promise<FastifyReply> {
  const { kind, judged, formPages, store } = options;
  if ('refused' in judged) return sendFormPage(request, reply, formPages, 400, judged.refused);
  await store(judged.input);
  return reply.redirect(formThankYouPaths[kind], 303);
}

/**
 * The documented REST doors of the two public forms; they call the same services as tRPC. Suspected
 * spam is kept for review and answered with the same success, so a bot learns nothing. A job
 * application comes as the spec's JSON or as multipart/form-data with the same fields and a CV.
 * Both also take plain HTML form posts (urlencoded, or multipart from a browser's navigation),
 * answered with pages: the thank-you page, or the form again with its messages.
 */
export async function registerPublicFormRoutes(
  app: ZodRoutes,
  dependencies: ApiDependencies,
  options: { cvUploadsAtOnce: number; formPages: FormPages | undefined },
): Promise<void> {
  const { formPages } = options;
  const door = (request: FastifyRequest) => ({
    dependencies,
    em: dependencies.orm.em.fork(),
    clientIp: request.ip,
  });
  const formRoute = (kind: PostedFormKind, success: 200 | 201) => ({
    config: { formResponse: true },
    // A plain HTML post is answered with a page or a redirect, which no JSON schema describes.
    schema: {
      response: {
        [success]: successAnswerSchema,
        '4xx': formErrorAnswerSchema,
        '5xx': formErrorAnswerSchema,
      },
    },
    errorHandler: answerFormError(kind, formPages),
    // Before the body is checked, so that a flood of malformed forms is limited like any other.
    preValidation: (
      request: FastifyRequest,
      _reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ) => {
      refuseCrossSitePost(request);
      consumeFormAllowance(dependencies.formRateLimiter, request.ip);
      done();
    },
  });

  // Each form in a scope of its own, so that only these two routes take form encodings.
  await app.register((scope: FastifyInstance, _options, done) => {
    acceptUrlEncodedForms(scope);
    scope.post('/api/contact', formRoute('contact', 200), async (request, reply) => {
      if (request.body instanceof PostedForm) {
        return answerPost(request, reply, {
          kind: 'contact',
          judged: judgeContactPost(request.body),
          formPages,
          store: (input) => receiveContact(door(request), input),
        });
      }
      await receiveContact(door(request), parseJsonBody(contactSubmissionSchema, request.body));
      return { success: true };
    });
    done();
  });

  await app.register(async (scope: FastifyInstance) => {
    acceptUrlEncodedForms(scope);
    const readCareerForm = await acceptCareerForm(scope, options.cvUploadsAtOnce);
    const route = formRoute('career', 201);
    scope.post(
      '/api/careers',
      // The allowance first: a refused client's upload is not read.
      { ...route, preValidation: [route.preValidation, readCareerForm] },
      async (request, reply) => {
        if (request.body instanceof PostedForm) {
          return answerPost(request, reply, {
            kind: 'career',
            judged: judgeCareerPost(request.body),
            formPages,
            store: (input) => receiveCareer(door(request), input, uploadedCv(request)),
          });
        }
        await receiveCareer(
          door(request),
          parseJsonBody(careerSubmissionSchema, request.body),
          uploadedCv(request),
        );
        return reply.code(201).send({ success: true });
      },
    );
  });
}
