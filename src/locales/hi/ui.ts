import type { UiStrings } from '../en/ui';
import { doctorName } from '../../content/clinic';

const surgeon = doctorName('oral-maxillofacial-surgeon', 'hi');
const dentist = doctorName('associate-dentist', 'hi');

const ui: UiStrings = {
  Home: 'होम',
  Service: 'सेवाएँ',
  MeetUs: 'हमसे मिलें',
  ContactUs: 'संपर्क करें',
  hospital_type: 'मल्टीस्पेशियलिटी क्लिनिक',
  oral_surgeon: 'ओरल और मैक्सिलोफ़ेशियल सर्जन',
  dr: 'डॉ.',
  oral: 'ओरल',
  maxillofacial_surgeon: 'मैक्सिलोफ़ेशियल सर्जन',
  surgery_details: 'दाँतों का इलाज, ओरल और मैक्सिलोफ़ेशियल सर्जरी, कॉस्मेटिक उपचार, त्वचा और बाल',
  address: 'पता',
  office_hours: 'क्लिनिक का समय',
  day: 'दिन',
  timings: 'समय',
  monday: 'सोमवार',
  tuesday: 'मंगलवार',
  wednesday: 'बुधवार',
  thursday: 'गुरुवार',
  friday: 'शुक्रवार',
  saturday: 'शनिवार',
  sunday: 'रविवार',

  categories: {
    'dental-treatment': {
      title: 'दाँतों का इलाज',
      summary: 'नियमित जाँच, सफ़ाई, फ़िलिंग, रूट कैनाल, ब्रेसेस, क्राउन, डेन्चर और कॉस्मेटिक दंत चिकित्सा।',
    },
    'implants-and-oral-surgery': {
      title: 'डेंटल इम्प्लांट और ओरल सर्जरी',
      summary: 'गिरे हुए दाँतों की जगह इम्प्लांट, दाँत निकालना, अक्ल दाढ़ और मुँह की छोटी सर्जरी।',
    },
    'maxillofacial-surgery': {
      title: 'मैक्सिलोफ़ेशियल सर्जरी',
      summary: 'चेहरे की चोटों, जबड़े के जोड़ की समस्याओं, सिस्ट, ट्यूमर और जबड़ों के आकार का इलाज।',
    },
    cosmetics: {
      title: 'कॉस्मेटिक उपचार',
      summary: 'झुर्रियों और खोए हुए भराव के लिए इंजेक्शन, और चेहरे की छोटी कॉस्मेटिक प्रक्रियाएँ।',
    },
    'skin-and-hair': {
      title: 'त्वचा और बाल',
      summary: 'पील, फ़ेशियल, PRP, तिल और स्किन टैग हटाना, होंठों और भौंहों के उपचार।',
    },
  },

  doctors: {
    'oral-maxillofacial-surgeon': {
      name: surgeon.full,
      title: 'ओरल और मैक्सिलोफ़ेशियल सर्जन',
    },
    'associate-dentist': { name: dentist.full, title: 'एसोसिएट दंत चिकित्सक' },
  },

  site: {
    name: 'face multispecialty clinic',
    skipToContent: 'मुख्य सामग्री पर जाएँ',
    loading: 'लोड हो रहा है…',
    illustrationAlt: 'चित्र: {{title}}',
  },

  header: {
    mainNavigation: 'मुख्य मेन्यू',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    callNow: 'अभी कॉल करें',
    servicesMenu: 'सेवाओं की श्रेणियाँ',
    doctorsMenu: 'हमारे डॉक्टर',
    allServices: 'सभी सेवाएँ',
    socialToggle: 'सोशल मीडिया लिंक',
    language: 'भाषा',
  },

  social: {
    facebook: 'Facebook',
    whatsapp: 'WhatsApp चैट',
    email: 'ई-मेल',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    newTab: '(नए टैब में खुलता है)',
  },

  hero: {
    pause: 'बैकग्राउंड वीडियो रोकें',
    play: 'बैकग्राउंड वीडियो चलाएँ',
  },

  carousel: {
    previous: 'पिछला',
    next: 'अगला',
    slideOf: 'स्लाइड {{current}} / {{total}}',
    goToSlide: 'स्लाइड {{number}} पर जाएँ',
  },

  home: {
    servicesHeading: 'हमारी सेवाएँ',
    servicesIntro: 'किसी श्रेणी को चुनें और उसके उपचारों के बारे में पढ़ें।',
    servicesCarousel: 'सेवाओं की श्रेणियाँ',
    readMore: '{{title}} के बारे में और पढ़ें',
  },

  service: {
    pageTitle: 'हमारी सेवाएँ',
    pageIntro:
      'क्लिनिक आने से पहले हर उपचार के बारे में पढ़ लें: यह क्या है, कैसे किया जाता है और बाद में अपनी देखभाल कैसे करें।',
    categories: 'सेवाओं की श्रेणियाँ',
    treatments: 'उपचार',
    treatmentsOf: '{{title}} के उपचार',
    noCategory: 'उपचार देखने के लिए कोई श्रेणी चुनें।',
    openDetails: '{{name}} के बारे में पढ़ें',
    closeDetails: '{{name}} बंद करें',
    selected: 'चुना गया',
    note: 'ध्यान दें:',
    headings: {
      whatItIs: 'यह क्या है',
      reasons: 'कारण',
      types: 'प्रकार',
      materials: 'सामग्री',
      procedure: 'प्रक्रिया',
      purpose: 'उद्देश्य',
      prosAndCons: 'फ़ायदे और कमियाँ',
      pros: 'फ़ायदे',
      cons: 'कमियाँ',
      postCare: 'बाद की देखभाल',
    },
    outOfHours:
      'क्लिनिक बंद होने के समय अगर तुरंत मदद चाहिए, तो नज़दीकी अस्पताल के इमरजेंसी विभाग जाएँ, जैसे बाम्बोलिम में Goa Medical College (गोवा मेडिकल कॉलेज, GMC), या एम्बुलेंस के लिए 108 पर फ़ोन करें।',
    disclaimer:
      'इस पेज पर दी गई जानकारी सामान्य है, यह चिकित्सा सलाह नहीं है। परामर्श के समय डॉक्टर आपको बताएँगे कि आपके लिए क्या उपयुक्त है।',
  },

  meet: {
    pageTitle: 'हमसे मिलें',
    pageIntro: 'क्लिनिक में आप जिन डॉक्टरों से मिलेंगे।',
    doctors: 'हमारे डॉक्टर',
    qualifications: 'योग्यताएँ',
    biography: 'परिचय',
    photoAlt: '{{name}} की तस्वीर',
  },

  contact: {
    title: 'face multispecialty clinic',
    intro: 'हम आल्टो-पर्वरी, गोवा में हैं। कृपया आने से पहले फ़ोन कर लें, ताकि हम आपके लिए समय निकाल सकें।',
    landmarks: 'आसपास के प्रमुख स्थान',
    telephone: 'फ़ोन',
    email: 'ई-मेल',
    getDirections: 'रास्ता देखें',
    call: '{{phone}} पर कॉल करें',
    openUntil: 'अभी खुला है, {{time}} बंद होगा',
    closedOpensAt: 'बंद है, {{time}} खुलेगा',
    closedOpensOn: 'बंद है, {{day}} को {{time}} खुलेगा',
    closed: 'बंद है',
    mapHeading: 'नक्शा',
    mapLabel: 'आल्टो-पर्वरी, गोवा में क्लिनिक की जगह दिखाने वाला नक्शा',
    mapFallback: 'नक्शा लोड नहीं हो सका। क्लिनिक आल्टो-पर्वरी, गोवा 403521 में है।',
    markerTitle: 'face multispecialty clinic',
    mapPopup: 'एक सुंदर सीएसएस3 पॉपअप। इसे आसानी से बदला जा सकता है।',
    imageAlt: 'आल्टो-पर्वरी में क्लिनिक की इमारत का चित्र',
    openDaysHeading: 'खुलने के दिन',
  },

  clinic: {
    addressLines: [
      'face multispecialty clinic',
      'आल्टो-पर्वरी (Alto-Porvorim), बारदेज़',
      'गोवा 403521, भारत',
    ],
    landmarks: [
      'गोवा विधानसभा परिसर के पास, पर्वरी',
      'पणजी और मापुसा के बीच NH 66 राजमार्ग पर',
      'पणजी से सड़क के रास्ते लगभग 10 मिनट',
    ],
    session: '{{opens}} से {{closes}} तक',
    partsOfDay: { morning: 'सुबह', afternoon: 'दोपहर', evening: 'शाम' },
    timeRange: '{{opens}} – {{closes}}',
    dayRange: '{{from}} से {{to}}',
    dayFrom: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    dayTo: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    listSeparator: ', ',
    closedDays: '{{days}}: बंद',
  },

  footer: {
    ourTeam: 'हमारी टीम',
    ourServices: 'हमारी सेवाएँ',
    connect: 'हमसे जुड़ें!',
    socialMedia: 'सोशल मीडिया',
    chatOnWhatsApp: 'WhatsApp पर हमसे बात करें',
    writeToUs: 'हमें लिखें',
    copyright: '© {{year}} face multispecialty clinic, आल्टो-पर्वरी, गोवा',
    medicalNotice: 'इस साइट की जानकारी सामान्य है और डॉक्टर से परामर्श की जगह नहीं ले सकती।',
  },

  language: {
    label: 'भाषा',
    current: 'वर्तमान भाषा: {{name}}',
  },

  error: {
    title: 'एप्लिकेशन में अनपेक्षित त्रुटि!',
    notFoundText: 'पेज नहीं मिला',
    notFoundExplanation:
      'इस पते पर कोई पेज नहीं है। हो सकता है पेज कहीं और चला गया हो, या लिंक में कोई गलती हो।',
    unknown: 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
    backHome: 'होम पेज पर जाएँ',
  },
};

export default ui;
