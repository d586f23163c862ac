export const sections = ["a", "b", "c", "d", "e", "f"];
