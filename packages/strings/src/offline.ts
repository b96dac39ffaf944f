/** What the app says offline about the recipes this device keeps: loads only once offline. */
export const nlOffline = {
  kept: "Offline beschikbaar",
  missing: "Niet offline beschikbaar",
  missingText:
    "Dit recept staat niet op dit apparaat. Bewaar een recept met het hartje, zet het in je weekmenu of op je boodschappenlijst om het ook zonder internet te lezen.",
  back: "Naar het overzicht",
} as const;
