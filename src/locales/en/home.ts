import { clinic, doctorName } from '../../content/clinic';
import type { HomeText } from '../../content/types';

const surgeon = doctorName('oral-maxillofacial-surgeon', 'en');
const registration = clinic.doctors['oral-maxillofacial-surgeon'].registrationNumber;

const home: HomeText = {
  welcome: {
    headline: 'Welcome to face multispecialty clinic, Alto-Porvorim, Goa',
    lead: 'We offer dental treatment, dental implants and oral surgery, maxillofacial surgery, cosmetic treatments, and skin and hair care, all in one calm, friendly place.',
  },
  story: {
    heading: 'Our story',
    title: surgeon.full,
    subtitle: 'Oral and maxillofacial surgeon',
    paragraphs: [
      `${surgeon.full} is an oral and maxillofacial surgeon. This is a surgeon who treats the mouth, teeth, jaws and face. ${surgeon.short} holds a master's degree (MDS, Oral and Maxillofacial Surgery) and completed a fellowship abroad.`,
      `Since 2018, ${surgeon.short} has also worked as a visiting consultant at hospitals in Goa.`,
      'At our clinic, we take time to explain your options in plain words. We plan your treatment together with you, talk about the benefits, risks and costs, and answer your questions before we begin.',
    ],
  },
  blurbs: {
    heading: 'What we do',
    items: [
      {
        title: 'Orthodontic surgical services',
        description:
          'Some bite and jaw problems cannot be corrected with braces alone. In these cases, jaw surgery (orthognathic surgery) is planned together with braces to move the jaws into a better position. We explain each stage, from planning to recovery, before you decide.',
      },
      {
        title: 'Anaesthesia and sedation services',
        description:
          'Most dental and oral treatments are done under local anaesthetic, which numbs only the area being treated. For longer procedures, or for patients who feel very anxious, sedation (medicine that helps you relax) may be an option. We check your medical history first to choose what is suitable for you.',
      },
      {
        title: 'Dental implant services',
        description:
          'A dental implant is a small post placed in the jawbone to replace the root of a missing tooth. A crown, bridge or denture is then fixed on top. We check your gums and bone first and explain whether implants suit you and what the treatment involves.',
      },
    ],
  },
  credential: `Lead surgeon ${surgeon.full}: MDS (Oral and Maxillofacial Surgery), Goa Dental Council registration no. ${registration}`,
  visit: {
    heading: 'During your visit',
    intro:
      'To help us plan your care, please bring the following with you to your first appointment.',
    checklist: [
      'Your current medications, with their names and doses',
      'Any known allergies, for example to medicines, latex or foods',
      'Recent medical records, such as test reports, X-rays and discharge summaries',
    ],
    note: 'Your medical history helps us plan treatment that is suitable for you. Some medicines, such as blood thinners, and some conditions, such as diabetes, heart disease or pregnancy, can change how treatment is planned. Please tell us about them, even if they seem unrelated to your teeth or skin. All the information you share with us is kept confidential.',
  },
  consultants: {
    heading: 'Visiting consultants',
    intro: 'Visiting specialists also see patients at our clinic. Visits are by appointment.',
    items: [
      {
        title: 'Dermatologist and cosmetologist',
        description:
          'A skin specialist who treats skin and hair conditions and offers cosmetic skin treatments.',
      },
      {
        title: 'Psychiatrist',
        description:
          'A doctor who cares for mental health and wellness, for example anxiety, low mood, sleep problems and stress. This includes anxiety about dental treatment.',
      },
    ],
  },
};

export default home;
