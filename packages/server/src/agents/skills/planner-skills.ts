import { SkillError, type SkillImplementation } from "./skill-context";

const dayStartMinutes = 9 * 60;
const lunch = { start: 12 * 60, end: 13 * 60 };
const dayEndMinutes = 18 * 60;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * An hour-by-hour plan: the focus block first (morning energy), then each task for an hour in the given
 * order around lunch; what does not fit before 18:00 is listed as left over. Same input, same plan.
 */
export const planDay: SkillImplementation = async (input) => {
  const date = String(input.date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new SkillError("invalid_date", `date must be a day as YYYY-MM-DD, got "${date}"`);
  }
  const tasks = (input.tasks as string[]).map((task) => task.trim()).filter(Boolean);
  const focusHours = input.focusHours === undefined ? 0 : Number(input.focusHours);
  if (focusHours < 0 || focusHours > 6) throw new SkillError("invalid_focus", "focusHours must be between 0 and 6");
  const blocks: { start: string; end: string; title: string }[] = [];
  let at = dayStartMinutes;
  const place = (minutes: number, title: string) => {
    if (at < lunch.end && at + minutes > lunch.start) {
      blocks.push({ start: clock(lunch.start), end: clock(lunch.end), title: "Lunch" });
      at = lunch.end;
    }
    if (at + minutes > dayEndMinutes) return false;
    blocks.push({ start: clock(at), end: clock(at + minutes), title });
    at += minutes;
    return true;
  };
  if (focusHours > 0) place(Math.round(focusHours * 60), "Deep work");
  const leftOver: string[] = [];
  for (const task of tasks) if (!place(60, task)) leftOver.push(task);
  return { date, blocks, leftOver };
};

/** The first free slot of the length asked for, in working hours (9:00-18:00 UTC, weekdays), from `after`. */
export const findSlot: SkillImplementation = async (input, context) => {
  const duration = Number(input.durationMinutes);
  if (!Number.isInteger(duration) || duration < 5 || duration > 9 * 60) {
    throw new SkillError("invalid_duration", "durationMinutes must be a whole number from 5 to 540");
  }
  const after = input.after === undefined ? context.now() : new Date(String(input.after));
  if (Number.isNaN(after.getTime())) throw new SkillError("invalid_time", `after must be an ISO time`);
  // Start at the next quarter hour.
  const start = new Date(Math.ceil(after.getTime() / 900_000) * 900_000);
  for (let day = 0; day < 14; day++) {
    const candidate = new Date(start);
    candidate.setUTCDate(candidate.getUTCDate() + day);
    if (day > 0) candidate.setUTCHours(9, 0, 0, 0);
    const weekday = candidate.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const minutes = candidate.getUTCHours() * 60 + candidate.getUTCMinutes();
    const begin = Math.max(minutes, dayStartMinutes);
    if (begin + duration > dayEndMinutes) continue;
    candidate.setUTCHours(0, begin, 0, 0);
    return { start: candidate.toISOString(), end: new Date(candidate.getTime() + duration * 60_000).toISOString() };
  }
  throw new SkillError("no_slot", "no free slot in the next two weeks");
};
