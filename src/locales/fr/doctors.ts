import { clinic, doctorName } from '../../content/clinic';
import type { DoctorsText } from '../../content/types';

const surgeon = doctorName('oral-maxillofacial-surgeon', 'fr');
const dentist = doctorName('associate-dentist', 'fr');

const doctors: DoctorsText = {
  'oral-maxillofacial-surgeon': {
    name: surgeon.full,
    title: 'Chirurgien oral et maxillo-facial',
    qualifications: [
      'BDS',
      'MDS (chirurgie orale et maxillo-faciale)',
      clinic.surgeonFellowship.fr,
    ],
    tagline: 'Chirurgie de la bouche, des mâchoires et du visage, planifiée avec vous',
    biography: [
      `Le ${surgeon.full} est chirurgien oral et maxillo-facial, c’est-à-dire un chirurgien qui soigne la bouche, les dents, les mâchoires et le visage. Le ${surgeon.short} est titulaire d’une licence en chirurgie dentaire (BDS) et d’un master (MDS) en chirurgie orale et maxillo-faciale, et a suivi une formation complémentaire spécialisée à l’international. Depuis 2018, le ${surgeon.short} exerce également comme consultant invité dans des hôpitaux de Goa.`,
      `L’activité du ${surgeon.short} comprend les implants dentaires, l’extraction des dents de sagesse et les autres extractions difficiles, la chirurgie des mâchoires planifiée en association avec un appareil orthodontique (chirurgie orthognathique), le traitement des traumatismes du visage et des mâchoires, ainsi que d’autres interventions de chirurgie orale. Le ${surgeon.short} travaille aussi avec l’équipe de la clinique sur les soins esthétiques du visage.`,
      `Le ${surgeon.short} prend le temps d’expliquer ce que montre l’examen et quelles sont les options possibles, avec leurs bénéfices, leurs risques et leur coût probable. Le traitement est planifié avec chaque patient, et vos questions sont les bienvenues à chaque étape.`,
    ],
  },
  'associate-dentist': {
    name: dentist.full,
    title: 'Chirurgien-dentiste',
    role: 'Chirurgien-dentiste associé',
    qualifications: ['BDS'],
    tagline: 'Les soins dentaires du quotidien, pour les adultes et les enfants',
    biography: [
      `Le ${dentist.full} est chirurgien-dentiste, titulaire d’une licence en chirurgie dentaire (BDS), et exerce depuis 8 ans.`,
      `L’activité du ${dentist.short} comprend la dentisterie générale, comme les bilans bucco-dentaires, les plombages et les traitements de canal\u00a0; la prévention, comme le détartrage et les conseils pour prendre soin de vos dents et de vos gencives\u00a0; et la dentisterie esthétique, comme le blanchiment des dents. Le ${dentist.short} reçoit aussi les enfants et les aide à se sentir à l’aise sur le fauteuil dentaire.`,
      `Avant de commencer, le ${dentist.short} explique chaque étape calmement et avec des mots simples, pour que vous sachiez à quoi vous attendre et que vous puissiez poser des questions à tout moment.`,
    ],
  },
};

export default doctors;
