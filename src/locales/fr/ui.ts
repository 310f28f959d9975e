import type { UiStrings } from '../en/ui';
import { doctorName } from '../../content/clinic';

const surgeon = doctorName('oral-maxillofacial-surgeon', 'fr');
const dentist = doctorName('associate-dentist', 'fr');

const ui: UiStrings = {
  Home: 'Accueil',
  Service: 'Soins',
  MeetUs: 'Qui sommes-nous',
  ContactUs: 'Nous contacter',
  hospital_type: 'Clinique pluridisciplinaire',
  oral_surgeon: 'Chirurgien oral et maxillo-facial',
  dr: 'Dr',
  oral: 'Chirurgie orale',
  maxillofacial_surgeon: 'Chirurgien maxillo-facial',
  surgery_details:
    'Soins dentaires, chirurgie orale et maxillo-faciale, médecine esthétique, peau et cheveux',
  address: 'Adresse',
  office_hours: 'Horaires d’ouverture',
  day: 'Jour',
  timings: 'Horaires',
  monday: 'Lundi',
  tuesday: 'Mardi',
  wednesday: 'Mercredi',
  thursday: 'Jeudi',
  friday: 'Vendredi',
  saturday: 'Samedi',
  sunday: 'Dimanche',

  categories: {
    'dental-treatment': {
      title: 'Soins dentaires',
      summary:
        'Bilans, détartrage, plombages, traitements de canal, appareils orthodontiques, couronnes, prothèses dentaires et dentisterie esthétique.',
    },
    'implants-and-oral-surgery': {
      title: 'Implants dentaires et chirurgie orale',
      summary:
        'Implants pour remplacer les dents manquantes, extractions, dents de sagesse et petite chirurgie buccale.',
    },
    'maxillofacial-surgery': {
      title: 'Chirurgie maxillo-faciale',
      summary:
        'Prise en charge des traumatismes, des troubles de l’articulation de la mâchoire, des kystes, des tumeurs et de la forme des mâchoires.',
    },
    cosmetics: {
      title: 'Esthétique',
      summary:
        'Injections contre les rides et la perte de volume, et petites interventions esthétiques du visage.',
    },
    'skin-and-hair': {
      title: 'Peau et cheveux',
      summary:
        'Peelings, soins du visage, PRP, retrait de grains de beauté et d’acrochordons, soins des lèvres et des sourcils.',
    },
  },

  doctors: {
    'oral-maxillofacial-surgeon': {
      name: surgeon.full,
      title: 'Chirurgien oral et maxillo-facial',
    },
    'associate-dentist': { name: dentist.full, title: 'Chirurgien-dentiste associé' },
  },

  site: {
    name: 'face multispecialty clinic',
    skipToContent: 'Aller au contenu principal',
    loading: 'Chargement…',
    illustrationAlt: 'Illustration : {{title}}',
  },

  header: {
    mainNavigation: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    callNow: 'Appeler',
    servicesMenu: 'Catégories de soins',
    doctorsMenu: 'Nos médecins',
    allServices: 'Tous les soins',
    socialToggle: 'Liens vers les réseaux sociaux',
    language: 'Langue',
  },

  social: {
    facebook: 'Facebook',
    whatsapp: 'Discuter sur WhatsApp',
    email: 'Courriel',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },

  hero: {
    pause: 'Mettre en pause la vidéo d’arrière-plan',
    play: 'Lire la vidéo d’arrière-plan',
  },

  carousel: {
    previous: 'Précédent',
    next: 'Suivant',
    slideOf: 'Diapositive {{current}} sur {{total}}',
    goToSlide: 'Aller à la diapositive {{number}}',
  },

  home: {
    servicesHeading: 'Nos soins',
    servicesIntro: 'Choisissez une catégorie pour découvrir ses traitements.',
    servicesCarousel: 'Catégories de soins',
    readMore: 'En savoir plus sur {{title}}',
  },

  service: {
    pageTitle: 'Nos soins',
    pageIntro:
      'Informez-vous sur chaque traitement avant votre rendez-vous : en quoi il consiste, comment il se déroule et comment prendre soin de vous ensuite.',
    categories: 'Catégories de soins',
    treatments: 'Traitements',
    treatmentsOf: 'Traitements – {{title}}',
    noCategory: 'Choisissez une catégorie pour voir ses traitements.',
    openDetails: 'En savoir plus : {{name}}',
    closeDetails: 'Fermer : {{name}}',
    selected: 'Sélectionné',
    note: 'À noter :',
    headings: {
      whatItIs: 'En quoi cela consiste',
      reasons: 'Indications',
      types: 'Différentes techniques',
      materials: 'Matériaux',
      procedure: 'Déroulement',
      purpose: 'Objectifs',
      prosAndCons: 'Avantages et inconvénients',
      pros: 'Avantages',
      cons: 'Inconvénients',
      postCare: 'Soins après le traitement',
    },
    outOfHours:
      'En dehors des heures d’ouverture, si vous avez besoin d’aide en urgence, rendez-vous aux urgences de l’hôpital le plus proche, par exemple celles du Goa Medical College (GMC) à Bambolim, ou appelez le 108 pour une ambulance.',
    disclaimer:
      'Cette page donne des informations générales et ne remplace pas un avis médical. Lors de la consultation, le praticien vous expliquera ce qui vous convient.',
  },

  meet: {
    pageTitle: 'Qui sommes-nous',
    pageIntro: 'Les médecins que vous rencontrerez à la clinique.',
    doctors: 'Nos médecins',
    qualifications: 'Diplômes',
    biography: 'Parcours',
    photoAlt: 'Portrait de {{name}}',
  },

  contact: {
    title: 'face multispecialty clinic',
    intro:
      'Vous nous trouverez à Alto-Porvorim, à Goa. Merci de nous appeler avant de venir, afin que nous puissions vous recevoir dans de bonnes conditions.',
    landmarks: 'Points de repère',
    telephone: 'Téléphone',
    email: 'Courriel',
    getDirections: 'Obtenir l’itinéraire',
    call: 'Appeler le {{phone}}',
    openUntil: 'Ouvert en ce moment, ferme à {{time}}',
    closedOpensAt: 'Fermé, ouvre à {{time}}',
    closedOpensOn: 'Fermé, ouvre {{day}} à {{time}}',
    closed: 'Fermé',
    mapHeading: 'Plan',
    mapLabel: 'Plan indiquant l’emplacement de la clinique à Alto-Porvorim, Goa',
    mapFallback:
      'Le plan n’a pas pu être chargé. La clinique se trouve à Alto-Porvorim, Goa 403521.',
    markerTitle: 'face multispecialty clinic',
    mapPopup: 'Une jolie fenêtre contextuelle en CSS3. Facilement personnalisable.',
    imageAlt: 'Illustration du bâtiment de la clinique à Alto-Porvorim',
    openDaysHeading: 'Jours d’ouverture',
  },

  clinic: {
    addressLines: ['face multispecialty clinic', 'Alto-Porvorim, Bardez', 'Goa 403521, Inde'],
    landmarks: [
      'Près du complexe de l’Assemblée législative de Goa, à Porvorim',
      'Sur la route nationale NH 66, entre Panaji et Mapusa',
      'À environ 10 minutes de route de Panaji',
    ],
    session: '{{name}} : de {{opens}} à {{closes}}',
    partsOfDay: { morning: 'Matin', afternoon: 'Après-midi', evening: 'Soir' },
    timeRange: '{{opens}} – {{closes}}',
    dayRange: 'Du {{from}} au {{to}}',
    dayFrom: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    dayTo: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    listSeparator: ', ',
    closedDays: '{{days}} : fermé',
  },

  footer: {
    ourTeam: 'Notre équipe',
    ourServices: 'Nos soins',
    connect: 'Restons en contact !',
    socialMedia: 'Réseaux sociaux',
    chatOnWhatsApp: 'Discutez avec nous sur WhatsApp',
    writeToUs: 'Écrivez-nous',
    copyright: '© {{year}} face multispecialty clinic, Alto-Porvorim (Goa)',
    medicalNotice:
      'Les informations de ce site sont d’ordre général et ne remplacent pas une consultation.',
  },

  language: {
    label: 'Langue',
    current: 'Langue actuelle : {{name}}',
  },

  error: {
    title: 'Erreur inattendue de l’application !',
    notFoundText: 'Page introuvable',
    notFoundExplanation:
      'Il n’y a aucune page à cette adresse. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.',
    unknown: 'Un problème est survenu lors de l’affichage de cette page.',
    backHome: 'Retour à la page d’accueil',
  },
};

export default ui;
