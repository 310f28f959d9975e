import { clinic, doctorName } from '../../content/clinic';
import type { HomeText } from '../../content/types';

const surgeon = doctorName('oral-maxillofacial-surgeon', 'fr');
const registration = clinic.doctors['oral-maxillofacial-surgeon'].registrationNumber;

const home: HomeText = {
  welcome: {
    headline: 'Bienvenue à face multispecialty clinic, Alto-Porvorim, Goa',
    lead: 'Nous proposons des soins dentaires, des implants dentaires et de la chirurgie orale, de la chirurgie maxillo-faciale, des soins esthétiques ainsi que des soins de la peau et des cheveux, le tout dans un lieu calme et accueillant.',
  },
  story: {
    heading: 'Notre histoire',
    title: surgeon.full,
    subtitle: 'Chirurgien oral et maxillo-facial',
    paragraphs: [
      `Le ${surgeon.full} est chirurgien oral et maxillo-facial, c’est-à-dire un chirurgien qui soigne la bouche, les dents, les mâchoires et le visage. Le ${surgeon.short} est titulaire d’un master (MDS, chirurgie orale et maxillo-faciale) et a suivi une formation complémentaire spécialisée à l’étranger.`,
      `Depuis 2018, le ${surgeon.short} exerce également comme consultant invité dans des hôpitaux de Goa.`,
      'Dans notre clinique, nous prenons le temps de vous expliquer les options possibles avec des mots simples. Nous planifions votre traitement avec vous, nous parlons des bénéfices, des risques et des coûts, et nous répondons à vos questions avant de commencer.',
    ],
  },
  blurbs: {
    heading: 'Nos activités',
    items: [
      {
        title: 'Chirurgie associée à l’orthodontie',
        description:
          'Certains problèmes d’occlusion et de mâchoire ne peuvent pas être corrigés par un appareil orthodontique seul. Dans ce cas, une chirurgie des mâchoires (chirurgie orthognathique) est planifiée en association avec l’appareil afin de replacer les mâchoires dans une position plus favorable. Nous vous expliquons chaque étape, de la planification à la convalescence, avant que vous ne preniez votre décision.',
      },
      {
        title: 'Anesthésie et sédation',
        description:
          'La plupart des soins dentaires et buccaux se font sous anesthésie locale, qui endort uniquement la zone traitée. Pour les interventions plus longues, ou pour les patients très anxieux, une sédation (un médicament qui aide à se détendre) peut être envisagée. Nous examinons d’abord vos antécédents médicaux afin de choisir la solution adaptée à votre cas.',
      },
      {
        title: 'Implants dentaires',
        description:
          'Un implant dentaire est une petite vis placée dans l’os de la mâchoire pour remplacer la racine d’une dent manquante. On y fixe ensuite une couronne ou un bridge, ou l’on y attache une prothèse amovible. Nous examinons d’abord vos gencives et votre os, puis nous vous expliquons si les implants vous conviennent et en quoi consiste le traitement.',
      },
    ],
  },
  credential: `Chirurgien principal, ${surgeon.full}\u00a0: MDS (chirurgie orale et maxillo-faciale), inscription n°\u00a0${registration} au Conseil dentaire de Goa (Goa Dental Council)`,
  visit: {
    heading: 'Lors de votre visite',
    intro:
      'Pour nous aider à organiser vos soins, merci d’apporter les éléments suivants lors de votre premier rendez-vous.',
    checklist: [
      'Vos médicaments actuels, avec leur nom et leur dosage',
      'Vos allergies connues, par exemple à des médicaments, au latex ou à des aliments',
      'Vos documents médicaux récents, comme des résultats d’analyses, des radiographies et des comptes rendus d’hospitalisation',
    ],
    note: 'Vos antécédents médicaux nous aident à planifier un traitement adapté à votre cas. Certains médicaments, comme les anticoagulants, et certaines maladies, comme le diabète, les maladies cardiaques ou la grossesse, peuvent modifier la façon dont le traitement est planifié. Merci de nous en parler, même si cela vous semble sans rapport avec vos dents ou votre peau. Toutes les informations que vous nous confiez restent confidentielles.',
  },
  consultants: {
    heading: 'Médecins consultants',
    intro:
      'Des spécialistes consultants reçoivent également des patients dans notre clinique. Les consultations se font sur rendez-vous.',
    items: [
      {
        title: 'Dermatologue et cosmétologue',
        description:
          'Un spécialiste de la peau qui traite les problèmes de peau et de cheveux et propose des soins esthétiques de la peau.',
      },
      {
        title: 'Psychiatre',
        description:
          'Un médecin qui prend soin de la santé mentale et du bien-être, par exemple en cas d’anxiété, de baisse de moral, de troubles du sommeil ou de stress. Cela comprend aussi l’anxiété liée aux soins dentaires.',
      },
    ],
  },
};

export default home;
