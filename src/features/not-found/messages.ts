export interface NotFoundMessage {
  text: string;
  source: string;
}

/** Pop-culture winks for lost visitors; one is picked at random on each visit. */
export const notFoundMessages: readonly NotFoundMessage[] = [
  {
    text: "Ce n'est pas la page que vous recherchez.",
    source: "Star Wars : Un nouvel espoir (1977)",
  },
  { text: "Merci ! Mais la page est dans un autre château.", source: "Super Mario Bros. (1985)" },
  { text: "Houston, on a un problème : cette page n'existe pas.", source: "Apollo 13 (1995)" },
  {
    text: "Vous ne passerez pas ! Cette page est introuvable.",
    source: "Le Seigneur des anneaux : La Communauté de l'anneau (2001)",
  },
  { text: "Il n'y a pas de cuillère. Ni de page, d'ailleurs.", source: "Matrix (1999)" },
  { text: "Vers l'infini et au-delà… mais pas jusqu'à cette page.", source: "Toy Story (1995)" },
  { text: "C'est pas faux : cette page n'existe pas.", source: "Kaamelott (2005)" },
  {
    text: "Cette page n'existe pas encore. Revenez en 1985, ou en 2015.",
    source: "Retour vers le futur (1985)",
  },
  { text: "Cette page est partie. Elle reviendra peut-être.", source: "Terminator (1984)" },
];

export function pickNotFoundMessage(random: () => number = Math.random): NotFoundMessage {
  const index = Math.min(
    Math.floor(random() * notFoundMessages.length),
    notFoundMessages.length - 1,
  );
  return notFoundMessages[index]!;
}
