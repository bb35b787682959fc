import * as v from 'valibot';

/** A visible text: never empty, so a forgotten translation fails validation, not the page. */
const Text = v.pipe(v.string(), v.nonEmpty());

/** Ids become anchors and React keys, so they stay lower-case kebab words. */
const Id = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/));

/** Links leave the portal; only https, so content can never smuggle in `javascript:`. */
const HttpsUrl = v.pipe(v.string(), v.url(), v.startsWith('https://'));

/** A list whose entries carry unique ids (anchors and keys must not collide). */
function uniqueIds<T extends v.GenericSchema<unknown, { id: string }>>(item: T) {
  return v.pipe(
    v.array(item),
    v.nonEmpty(),
    v.check(
      (items) => new Set(items.map((entry) => entry.id)).size === items.length,
      'ids must be unique',
    ),
  );
}

/** A way to reach someone; e-mail and phone become `mailto:` and `tel:` links. */
const ContactSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('email'), label: Text, value: v.pipe(v.string(), v.email()) }),
  v.strictObject({
    kind: v.literal('phone'),
    label: Text,
    value: v.pipe(v.string(), v.regex(/^\+?[0-9][0-9 ()/-]{5,}$/)),
  }),
]);

/** One part of the legal notice: address-like lines, contacts and/or running text. */
const ImprintSectionSchema = v.strictObject({
  id: Id,
  heading: Text,
  lines: v.optional(v.array(Text)),
  contacts: v.optional(v.array(ContactSchema)),
  paragraphs: v.optional(v.array(Text)),
});

/** `/imprint`: the organisation's legal notice. */
export const ImprintSchema = v.strictObject({
  /** Says that the organisation is a demo; shown above the notice. */
  notice: Text,
  sections: uniqueIds(ImprintSectionSchema),
});

/** `/help/topic`: questions people ask, each answered in a few paragraphs. */
export const HelpSchema = v.strictObject({
  intro: Text,
  topics: uniqueIds(
    v.strictObject({ id: Id, question: Text, answer: v.pipe(v.array(Text), v.nonEmpty()) }),
  ),
});

/** `/hall/of/fame`: thanks to the people and the open-source projects behind Kitebook. */
export const HallOfFameSchema = v.strictObject({
  intro: v.pipe(v.array(Text), v.nonEmpty()),
  projectsHeading: Text,
  projects: uniqueIds(
    v.strictObject({ id: Id, name: Text, url: HttpsUrl, licence: Text, description: Text }),
  ),
  closing: Text,
});

/** A titled part of a manual: paragraphs, then an optional bullet list. */
const ManualSectionSchema = v.strictObject({
  id: Id,
  heading: Text,
  paragraphs: v.pipe(v.array(Text), v.nonEmpty()),
  bullets: v.optional(v.array(Text)),
});

/** One manual, addressed at `/user-manual/{id}`, in one of the groups of the list. */
const ManualSchema = v.strictObject({
  id: Id,
  /** The id of its group: the list shows the manuals group by group, in the groups' order. */
  group: Id,
  title: Text,
  summary: Text,
  sections: uniqueIds(ManualSectionSchema),
});

/** A heading of the list of manuals (by role, one per office screen…). */
const ManualGroupSchema = v.strictObject({ id: Id, heading: Text });

/** `/user-manual/{manual?}`: every manual of one language. */
export const ManualsSchema = v.pipe(
  v.strictObject({
    intro: Text,
    groups: uniqueIds(ManualGroupSchema),
    manuals: uniqueIds(ManualSchema),
  }),
  v.check(
    ({ groups, manuals }) =>
      manuals.every((manual) => groups.some((group) => group.id === manual.group)),
    'every manual names one of the groups',
  ),
);

/** The schema of each page's content file. */
export const contentSchemas = {
  imprint: ImprintSchema,
  help: HelpSchema,
  hallOfFame: HallOfFameSchema,
  manuals: ManualsSchema,
} as const;

/** The pages the content database serves. */
export type ContentPage = keyof typeof contentSchemas;

/** The validated content of one page. */
export type ContentOf<P extends ContentPage> = v.InferOutput<(typeof contentSchemas)[P]>;

/** The legal notice. */
export type Imprint = ContentOf<'imprint'>;
/** One headed part of the legal notice. */
export type ImprintSection = Imprint['sections'][number];
/** An e-mail address or phone number with its label. */
export type Contact = NonNullable<ImprintSection['contacts']>[number];
/** The help page: an introduction and the topics. */
export type HelpContent = ContentOf<'help'>;
/** One question with its answer. */
export type HelpTopic = HelpContent['topics'][number];
/** The thank-you page. */
export type HallOfFame = ContentOf<'hallOfFame'>;
/** All manuals of one language. */
export type Manuals = ContentOf<'manuals'>;
/** One manual. */
export type Manual = Manuals['manuals'][number];
/** A group of manuals in the list. */
export type ManualGroup = Manuals['groups'][number];
/** One section of a manual. */
export type ManualSection = Manual['sections'][number];
