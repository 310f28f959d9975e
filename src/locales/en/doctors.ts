import type { DoctorsText } from '../../content/types';

const doctors: DoctorsText = {
  'oral-maxillofacial-surgeon': {
    name: 'Dr. A. Sample',
    title: 'Oral and maxillofacial surgeon',
    qualifications: [
      'BDS',
      'MDS (Oral and Maxillofacial Surgery)',
      'International fellowship in facial trauma and implantology',
    ],
    tagline: 'Surgery of the mouth, jaws and face, planned with you',
    biography: [
      "Dr. A. Sample is an oral and maxillofacial surgeon, a surgeon who treats the mouth, teeth, jaws and face. Dr. Sample holds a bachelor's degree in dental surgery (BDS) and a master's degree (MDS) in oral and maxillofacial surgery, and completed an international fellowship. Since 2018, Dr. Sample has also worked as a visiting consultant at hospitals in Goa.",
      "Dr. Sample's work covers dental implants, removal of wisdom teeth and other difficult extractions, jaw surgery planned together with braces (orthognathic surgery), treatment of injuries to the face and jaws, and other oral surgery. Dr. Sample also works with the clinic's team on cosmetic treatments of the face.",
      'Dr. Sample takes time to explain what is found at the examination and what the options are, including their benefits, risks and likely costs. Treatment is planned together with each patient, and questions are welcome at every stage.',
    ],
  },
  'associate-dentist': {
    name: 'Dr. B. Sample',
    title: 'Dentist',
    role: 'Associate dentist',
    qualifications: ['BDS'],
    tagline: 'Everyday dental care for adults and children',
    biography: [
      "Dr. B. Sample is a dentist with a bachelor's degree in dental surgery (BDS) and 8 years of practice.",
      "Dr. Sample's work covers general dentistry, such as check-ups, fillings and root canal treatment; preventive care, such as cleaning and advice on looking after your teeth and gums; and cosmetic dentistry, such as teeth whitening. Dr. Sample also sees children and helps them feel at ease in the dental chair.",
      'Dr. Sample explains each step calmly and in plain words before starting, so that you know what to expect and can ask questions at any time.',
    ],
  },
};

export default doctors;
