import { z } from "zod";
import {
  personalityCategories,
  personalityConsciousnessRange,
  personalityGenders,
  personalityWidgetStatuses,
  professionalLevels,
  transcendenceLevels,
} from "./personality.constants";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a kebab-case slug");
const text = z.string().trim().min(1);
const texts = (min: number, max: number) => z.array(text).min(min).max(max);

/** One canonical personality: every view (customer catalogue, minds directory, widget) derives from it. */
export const personalitySchema = z.object({
  id: slug,
  name: text,
  /** The minds directory's title. */
  title: text,
  category: z.enum(personalityCategories),
  gender: z.enum(personalityGenders),
  professionalLevel: z.enum(professionalLevels),
  description: text,
  /** Primary personality traits. */
  traits: texts(3, 5),
  expertise: texts(4, 7),
  appearanceStyle: text,
  voiceStyle: text,
  specialty: text,
  consciousness: z.number().int().min(personalityConsciousnessRange.min).max(personalityConsciousnessRange.max),
  transcendenceLevel: z.enum(transcendenceLevels),
  currentActivity: text,
  timeState: text,
  mood: text,
  abilities: texts(3, 5),
  achievements: texts(3, 5),
  /** Ids of other personalities of the catalogue. */
  relationships: z.array(slug).min(2).max(5),
  widgetStatus: z.enum(personalityWidgetStatuses),
  active: z.boolean(),
  /** The 12 featured personalities make the personalities widget. */
  featured: z.boolean(),
});
export type Personality = z.infer<typeof personalitySchema>;

/** The rules that span records: unique ids and names, relationships that resolve to someone else. */
export const personalityCatalogueSchema = z.array(personalitySchema).superRefine((records, ctx) => {
  const ids = new Set<string>();
  const names = new Set<string>();
  records.forEach((record, index) => {
    if (ids.has(record.id)) ctx.addIssue({ code: "custom", message: `duplicate id ${record.id}`, path: [index, "id"] });
    if (names.has(record.name)) {
      ctx.addIssue({ code: "custom", message: `duplicate name ${record.name}`, path: [index, "name"] });
    }
    ids.add(record.id);
    names.add(record.name);
  });
  records.forEach((record, index) => {
    record.relationships.forEach((target, at) => {
      const path = [index, "relationships", at];
      if (target === record.id) ctx.addIssue({ code: "custom", message: "relates to itself", path });
      else if (!ids.has(target)) ctx.addIssue({ code: "custom", message: `unknown personality ${target}`, path });
    });
    if (new Set(record.relationships).size !== record.relationships.length) {
      ctx.addIssue({ code: "custom", message: "repeated relationship", path: [index, "relationships"] });
    }
  });
});
