// Every page's frame: the site's name, the header, and the titles of all pages.

export const nlCommon = {
  loading: "Bezig met laden...",
  /** Read out after a required field's label, whose asterisk is for the eye. */
  required: "verplicht",
} as const;

export const nlSite = {
  name: "Receptenboek",
  /** A page's title in the browser's tab: 'Shakshuka | Receptenboek'. */
  pageTitle: (page: string) => `${page} | Receptenboek`,
  homeTitle: "Receptenboek: meer dan 50 gezonde recepten in balans",
  logoLabel: "Receptenboek, terug naar het overzicht",
  footerLabel: "Over deze site",
  footerText:
    "Gezonde, gebalanceerde recepten: één eiwitbron per maaltijd, veel groente en geen toegevoegde suikers.",
  footerHome: "Alle recepten",
  skipToContent: "Naar de inhoud",
} as const;

export const nlHeader = {
  cmsButton: "CMS + Nieuw Recept",
  darkMode: "Donkere modus",
  darkModeOn: "Donkere modus aan",
  darkModeOff: "Donkere modus uit",
  weekmenu: "Weekmenu",
} as const;

/** Page titles; the page list every page loads names the CMS pages too. */
export const nlPages = {
  login: "CMS Login",
  cms: "CMS Receptenbeheer",
  cmsNew: "Nieuw recept toevoegen",
  cmsEdit: "Recept bewerken",
  cmsSettings: "Instellingen",
  shopping: "Boodschappenlijst",
  cmsTrash: "Prullenbak",
  cmsImport: "Recept importeren",
  cmsSpeed: "Snelheid",
  // Page titles the routes declare; each page's own texts load with the page.
  atHome: "Wat heb ik in huis?",
  myList: "Mijn lijst",
  myKitchen: "Mijn keuken",
  samen: "Samen",
} as const;
