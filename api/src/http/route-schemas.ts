/** Response shapes shared by routes that do not answer JSON entities, and by public lists. */
import { Type, type TSchema } from 'typebox';
import { MessageBody, ValidationErrorBody } from 'shared-contracts/schema';

/** Answers with no body (204, 304); handlers send `null`. */
export const noContent = (description: string) => Type.Null({ description });

/** A generated SVG picture (cached a day, with an ETag), or 304 when the browser's copy is current. */
export const svgResponses = {
  200: {
    description: 'Imagem SVG',
    content: { 'image/svg+xml': { schema: Type.String() } },
  },
  304: noContent('A cópia do navegador ainda vale (If-None-Match)'),
  404: MessageBody,
} as const;

/** A public GET whose query string the schema checks: `answer`, or 422 with the field errors. */
export function queryRouteSchema<Query extends TSchema, Answer extends TSchema>(
  tag: string,
  summary: string,
  querystring: Query,
  answer: Answer,
) {
  return { tags: [tag], summary, querystring, response: { 200: answer, 422: ValidationErrorBody } };
}

/** A public GET of one thing its path names: `answer`, or 404 when there is no such thing. */
export function lookupRouteSchema<Params extends TSchema, Answer extends TSchema>(
  tag: string,
  summary: string,
  params: Params,
  answer: Answer,
) {
  return { tags: [tag], summary, params, response: { 200: answer, 404: MessageBody } };
}
