/** Where the FormData argument stood, in the JSON of the others. */
export const FORM = "$form";

/** One server action's call from the browser (server-actions.mjs): a post, its JSON answer. */
export async function callServer(feature: string, name: string, args: unknown[]) {
  const body = new FormData();
  const form = args.find((argument) => argument instanceof FormData);
  if (form) for (const [field, value] of form) body.append(field, value);
  body.append(
    "$args",
    JSON.stringify(args.map((argument) => (argument === form ? FORM : argument))),
  );
  const response = await fetch(`/action/${feature}/${name}`, { method: "POST", body });
  if (!response.ok) throw new Error(`Action ${feature}.${name} : ${response.status}`);
  return response.json();
}
