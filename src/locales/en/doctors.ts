import { clinic, doctorName } from '../../content/clinic';
import type { DoctorsText } from '../../content/types';

const surgeon = doctorName('oral-maxillofacial-surgeon', 'en');
const dentist = doctorName('associate-dentist', 'en');

const doctors: DoctorsText = {
  'oral-maxillofacial-surgeon': {
    name: surgeon.full,
    title: 'Oral and maxillofacial surgeon',
    qualifications: ['BDS', 'MDS (Oral and Maxillofacial Surgery)', clinic.surgeonFellowship.en],
    tagline: 'Surgery of the mouth, jaws and face, planned with you',
    biography: [
      `${surgeon.full} is an oral and maxillofacial surgeon, a surgeon who treats the mouth, teeth, jaws and face. ${surgeon.short} holds a bachelor's degree in dental surgery (BDS) and a master's degree (MDS) in oral and maxillofacial surgery, and completed an international fellowship. Since 2018, ${surgeon.short} has also worked as a visiting consultant at hospitals in Goa.`,
      `${surgeon.short}'s work covers dental implants, removal of wisdom teeth and other difficult extractions, jaw surgery planned together with braces (orthognathic surgery), treatment of injuries to the face and jaws, and other oral surgery. ${surgeon.short} also works with the clinic's team on cosmetic treatments of the face.`,
      `${surgeon.short} takes time to explain what is found at the examination and what the options are, including their benefits, risks and likely costs. Treatment is planned together with each patient, and questions are welcome at every stage.`,
    ],
  },
  'associate-dentist': {
    name: dentist.full,
    title: 'Dentist',
    role: 'Associate dentist',
    qualifications: ['BDS'],
    tagline: 'Everyday dental care for adults and children',
    biography: [
      `${dentist.full} is a dentist with a bachelor's degree in dental surgery (BDS) and 8 years of practice.`,
      `${dentist.short}'s work covers general dentistry, such as check-ups, fillings and root canal treatment; preventive care, such as cleaning and advice on looking after your teeth and gums; and cosmetic dentistry, such as teeth whitening. ${dentist.short} also sees children and helps them feel at ease in the dental chair.`,
      `${dentist.short} explains each step calmly and in plain words before starting, so that you know what to expect and can ask questions at any time.`,
    ],
  },
};

export default doctors;
