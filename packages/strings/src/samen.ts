import { nl } from "./nl";

/** 'Samen': the household's shared list, week and saved recipes (UI and the server's answers). */
export const nlSamen = {
  title: nl.pages.samen,
  intro:
    "Deel je boodschappenlijst, je week en je bewaarde recepten met de andere telefoons in huis. Geen account nodig: wie de link heeft, doet mee.",
  share: "Deel met je huisgenoten",
  sharing: "Bezig met delen…",
  sharedIntro: "Gedeeld. Open deze link op een andere telefoon, of scan de code:",
  copy: "Kopieer link",
  copied: "Link gekopieerd",
  shareLink: "Deel link",
  shareTitle: "Samen boodschappen doen",
  qrLabel: "QR-code met de link om mee te doen",
  joining: "Bezig met meedoen…",
  joined: "Je doet mee. Wat op deze telefoon stond, is samengevoegd.",
  rotate: "Nieuwe link",
  rotateHelp:
    "Kwijtgeraakte telefoon of iemand verhuisd? Met een nieuwe link werkt de oude niet meer; deze telefoon gaat gewoon door. Stuur de nieuwe link daarna naar wie mee blijft doen.",
  rotated: "Nieuwe link gemaakt. De oude werkt niet meer.",
  stop: "Stoppen met delen",
  stopHelp: "Deze telefoon houdt zijn eigen kopie en doet niet meer mee.",
  stopped: "Je deelt niet meer. Alles blijft op deze telefoon staan.",
  never: "Nog niet bijgewerkt",
  offline: "Offline: wijzigingen gaan mee zodra je weer verbinding hebt.",
  badLink: "Deze link klopt niet. Vraag je huisgenoot om de link opnieuw te sturen.",
  gone: "Deze link werkt niet meer. Vraag je huisgenoot om de nieuwe link.",
  failed: "Delen lukte niet. Probeer het zo nog eens.",
  rejected: (count: number) =>
    count === 1
      ? "1 wijziging kon niet worden gecontroleerd en is genegeerd."
      : `${count} wijzigingen konden niet worden gecontroleerd en zijn genegeerd.`,
  server: {
    notFound: "Dit gedeelde huishouden bestaat niet (meer). Vraag je huisgenoot om de nieuwe link.",
    full: "Het gedeelde huishouden is vol: maak eerst een samenvatting (snapshot) van de wijzigingen.",
    updateTooLarge: (kib: number) => `Eén wijziging mag hoogstens ${kib} KiB zijn.`,
    snapshotTooLarge: (kib: number) => `Een samenvatting mag hoogstens ${kib} KiB zijn.`,
    householdBusy: "Te veel wijzigingen voor dit huishouden in één minuut. Probeer het zo weer.",
    clientBusy: "Te veel wijzigingen vanaf dit apparaat in één minuut. Probeer het zo weer.",
    tooManyHouseholds: "Je hebt dit uur al te veel gedeelde huishoudens gemaakt. Probeer het later weer.",
    tooManyStreams: "Er staan al te veel verbindingen open vanaf dit apparaat.",
    badSnapshot: "Deze samenvatting past niet bij de wijzigingen die er zijn.",
    invalid: "Dit verzoek klopt niet.",
  },
} as const;
