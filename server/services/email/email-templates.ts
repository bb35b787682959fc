import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  EmailPersonType,
  EmailTemplate,
  EmailTemplateSummary,
  TemplateLanguage,
} from '../../../shared/model/email';
import { invalidWildcards, wildcardsIn } from '../../../shared/model/email-wildcards';
import { EMAIL_KEYS, type EmailTemplateInput } from '../../../shared/rules/email-template';
import type { Database, Reader } from '../../db/database';
import { emailTemplates, emailTemplateTypes } from '../../db/schema';
import { AppError, conflict, notFound, staleVersion } from '../../errors';
import { sanitizeEmailBody } from './sanitize-email-body';

const summaryColumns = {
  id: emailTemplates.id,
  name: emailTemplates.name,
  language: emailTemplates.language,
  subject: emailTemplates.subject,
  style: emailTemplates.style,
  protective: emailTemplates.protective,
  version: emailTemplates.version,
};

async function typesOf(db: Reader, ids: number[]): Promise<Map<number, EmailPersonType[]>> {
  const types = new Map<number, EmailPersonType[]>();
  if (ids.length === 0) return types;
  const rows = await db
    .select()
    .from(emailTemplateTypes)
    .where(inArray(emailTemplateTypes.templateId, ids))
    .orderBy(asc(emailTemplateTypes.personType));
  for (const row of rows)
    types.set(row.templateId, [...(types.get(row.templateId) ?? []), row.personType]);
  return types;
}

/** Every template without its body, by name, English first. */
export async function listEmailTemplates(db: Reader): Promise<EmailTemplateSummary[]> {
  const rows = await db
    .select({ ...summaryColumns, body: emailTemplates.body })
    .from(emailTemplates)
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.language));
  const types = await typesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, body, ...row }) => ({
    ...row,
    language: row.language as TemplateLanguage,
    types: types.get(id) ?? [],
    wildcards: wildcardsIn(row.subject, body),
  }));
}

/** One template by name and language, or undefined. */
export async function findEmailTemplate(
  db: Reader,
  name: string,
  language: TemplateLanguage,
): Promise<EmailTemplate | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, body: emailTemplates.body })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.name, name), eq(emailTemplates.language, language)));
  if (!row) return undefined;
  const { id, ...template } = row;
  return {
    ...template,
    language: template.language as TemplateLanguage,
    types: (await typesOf(db, [id])).get(id) ?? [],
    wildcards: wildcardsIn(template.subject, template.body),
  };
}

/** `GET /api/email-template/{name}/{language}`: 404 when there is none. */
export async function readEmailTemplate(db: Reader, name: string, language: TemplateLanguage) {
  const template = await findEmailTemplate(db, name, language);
  if (!template) throw notFound();
  return template;
}

/** 400 on `body` naming the wildcards templates for these types may not use. */
export function invalidWildcardsError(names: string[]) {
  return new AppError(400, {
    message: EMAIL_KEYS.invalidWildcards,
    issues: [
      {
        path: 'body',
        message: EMAIL_KEYS.invalidWildcards,
        values: { wildcards: names.join(', ') },
      },
    ],
  });
}

/** Refuses a subject or body naming a wildcard outside the list for the template's types. */
export function checkTemplateWildcards(subject: string, body: string, types: EmailPersonType[]) {
  const invalid = invalidWildcards(wildcardsIn(subject, body), types);
  if (invalid.length > 0) throw invalidWildcardsError(invalid);
}

/**
 * `PUT /api/email-template`: creates the template of a name and language, or updates it when
 * `version` is the stored one (409 otherwise; a new template whose name is taken is stale too).
 * The body is sanitised first, so what is checked is what is kept. `protective` stays as stored.
 */
export async function saveEmailTemplate(
  db: Database,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  const body = sanitizeEmailBody(input.body);
  checkTemplateWildcards(input.subject, body, input.types);
  const columns = { subject: input.subject, body, style: input.style };
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: emailTemplates.id, version: emailTemplates.version })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.name, input.name), eq(emailTemplates.language, input.language)))
      .for('update');
    let id: number;
    if (!current) {
      if (input.version !== undefined && input.version !== null) throw notFound();
      const [created] = await tx
        .insert(emailTemplates)
        .values({ name: input.name, language: input.language, ...columns })
        .onConflictDoNothing()
        .returning({ id: emailTemplates.id });
      if (!created) throw staleVersion();
      id = created.id;
    } else {
      if (current.version !== input.version) throw staleVersion();
      id = current.id;
      await tx
        .update(emailTemplates)
        .set({ ...columns, version: sql`${emailTemplates.version} + 1` })
        .where(eq(emailTemplates.id, id));
      await tx.delete(emailTemplateTypes).where(eq(emailTemplateTypes.templateId, id));
    }
    await tx
      .insert(emailTemplateTypes)
      .values(input.types.map((personType) => ({ templateId: id, personType })));
  });
  return readEmailTemplate(db, input.name, input.language);
}

/** `DELETE /api/email-template`: 404 if none, 409 `email.message.protective` for a system template. */
export async function deleteEmailTemplate(
  db: Database,
  { name, language }: { name: string; language: TemplateLanguage },
): Promise<void> {
  const [row] = await db
    .select({ id: emailTemplates.id, protective: emailTemplates.protective })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.name, name), eq(emailTemplates.language, language)));
  if (!row) throw notFound();
  if (row.protective) throw conflict(EMAIL_KEYS.protective);
  await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.id, row.id), eq(emailTemplates.protective, false)));
}
