/** The `vnu-jar` package ships no types: its main export is the path of the checker's jar. */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
