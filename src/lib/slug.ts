const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether a text can be a slug ('python-pour-la-data'): the format the database enforces. */
export function isSlug(text: string): boolean {
  return text.length <= 200 && SLUG.test(text);
}
