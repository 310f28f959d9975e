import type { UiStrings } from '../en/ui';
import { doctorName } from '../../content/clinic';

const surgeon = doctorName('oral-maxillofacial-surgeon', 'ru');
const dentist = doctorName('associate-dentist', 'ru');

const ui: UiStrings = {
  Home: 'Главная',
  Service: 'Услуги',
  MeetUs: 'О нас',
  ContactUs: 'Контакты',
  hospital_type: 'Многопрофильная клиника',
  oral_surgeon: 'Челюстно-лицевой хирург',
  dr: 'д-р',
  oral: 'Хирург-стоматолог',
  maxillofacial_surgeon: 'Челюстно-лицевой хирург',
  surgery_details:
    'Стоматология, хирургия полости рта и челюстно-лицевая хирургия, косметология, уход за кожей и волосами',
  address: 'Адрес',
  office_hours: 'Часы работы',
  day: 'День',
  timings: 'Время',
  monday: 'Понедельник',
  tuesday: 'Вторник',
  wednesday: 'Среда',
  thursday: 'Четверг',
  friday: 'Пятница',
  saturday: 'Суббота',
  sunday: 'Воскресенье',

  categories: {
    'dental-treatment': {
      title: 'Лечение зубов',
      summary:
        'Осмотры, профессиональная чистка, пломбы, лечение корневых каналов, брекеты, коронки, зубные протезы и эстетическая стоматология.',
    },
    'implants-and-oral-surgery': {
      title: 'Зубные имплантаты и хирургия полости рта',
      summary:
        'Имплантаты вместо отсутствующих зубов, удаление зубов, в том числе зубов мудрости, и небольшие операции в полости рта.',
    },
    'maxillofacial-surgery': {
      title: 'Челюстно-лицевая хирургия',
      summary:
        'Лечение травм, заболеваний височно-нижнечелюстного сустава, кист и опухолей, коррекция формы челюстей.',
    },
    cosmetics: {
      title: 'Косметология',
      summary:
        'Инъекции против морщин и для восполнения объёма, а также небольшие эстетические операции на лице.',
    },
    'skin-and-hair': {
      title: 'Кожа и волосы',
      summary:
        'Пилинги, аппаратный уход за лицом, PRP, удаление родинок и папиллом, процедуры для губ и бровей.',
    },
  },

  doctors: {
    'oral-maxillofacial-surgeon': {
      name: surgeon.full,
      title: 'Челюстно-лицевой хирург',
    },
    'associate-dentist': { name: dentist.full, title: 'Штатный стоматолог' },
  },

  site: {
    name: 'face multispecialty clinic',
    skipToContent: 'Перейти к основному содержанию',
    loading: 'Загрузка…',
    illustrationAlt: 'Иллюстрация: {{title}}',
  },

  header: {
    mainNavigation: 'Основная навигация',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    callNow: 'Позвонить',
    servicesMenu: 'Разделы услуг',
    doctorsMenu: 'Наши врачи',
    allServices: 'Все услуги',
    socialToggle: 'Ссылки на социальные сети',
    language: 'Язык',
  },

  social: {
    facebook: 'Facebook',
    whatsapp: 'Чат в WhatsApp',
    email: 'Электронная почта',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    newTab: '(откроется в новой вкладке)',
  },

  hero: {
    pause: 'Приостановить фоновое видео',
    play: 'Воспроизвести фоновое видео',
  },

  carousel: {
    previous: 'Назад',
    next: 'Вперёд',
    slideOf: 'Слайд {{current}} из {{total}}',
    goToSlide: 'Перейти к слайду {{number}}',
  },

  home: {
    servicesHeading: 'Наши услуги',
    servicesIntro: 'Выберите раздел, чтобы прочитать о его процедурах.',
    servicesCarousel: 'Разделы услуг',
    readMore: 'Подробнее: {{title}}',
  },

  service: {
    pageTitle: 'Наши услуги',
    pageIntro:
      'Прочитайте о каждой процедуре до визита: что это такое, как она проводится и как ухаживать за собой после неё.',
    categories: 'Разделы услуг',
    treatments: 'Процедуры',
    treatmentsOf: 'Процедуры раздела «{{title}}»',
    noCategory: 'Выберите раздел, чтобы увидеть его процедуры.',
    openDetails: 'Подробнее: {{name}}',
    closeDetails: 'Закрыть: {{name}}',
    selected: 'Выбрано',
    note: 'Примечание:',
    headings: {
      whatItIs: 'Что это такое',
      reasons: 'Показания',
      types: 'Виды',
      materials: 'Материалы',
      procedure: 'Как проводится',
      purpose: 'Цель',
      prosAndCons: 'Плюсы и минусы',
      pros: 'Плюсы',
      cons: 'Минусы',
      postCare: 'Уход после процедуры',
    },
    outOfHours:
      'Если помощь нужна срочно, а клиника закрыта, обратитесь в ближайшее отделение неотложной помощи, например в больницу Goa Medical College (GMC) в Бамболиме, или вызовите скорую помощь по номеру 108.',
    disclaimer:
      'Эта страница содержит общую информацию и не является медицинской рекомендацией. Что подходит именно вам, врач объяснит на консультации.',
  },

  meet: {
    pageTitle: 'Познакомьтесь с нами',
    pageIntro: 'Врачи, которых вы встретите в клинике.',
    doctors: 'Наши врачи',
    qualifications: 'Квалификация',
    biography: 'О враче',
    photoAlt: 'Портрет: {{name}}',
  },

  contact: {
    title: 'face multispecialty clinic',
    intro:
      'Мы находимся в Альто-Порвориме, Гоа. Пожалуйста, позвоните перед визитом, чтобы мы могли выделить для вас время.',
    landmarks: 'Ориентиры',
    telephone: 'Телефон',
    email: 'Электронная почта',
    getDirections: 'Проложить маршрут',
    call: 'Позвонить: {{phone}}',
    openUntil: 'Сейчас открыто, закроется в {{time}}',
    closedOpensAt: 'Закрыто, откроется в {{time}}',
    closedOpensOn: 'Закрыто. Откроется: {{day}}, {{time}}',
    closed: 'Закрыто',
    mapHeading: 'Карта',
    mapLabel: 'Карта с расположением клиники в Альто-Порвориме, Гоа',
    mapFallback:
      'Не удалось загрузить карту. Клиника находится по адресу: Альто-Порворим, Гоа 403521.',
    markerTitle: 'face multispecialty clinic',
    mapPopup:
      'Красивое всплывающее окно на каскадных таблицах стилей 3-го уровня. Легко настраивается.',
    imageAlt: 'Иллюстрация: здание клиники в Альто-Порвориме',
    openDaysHeading: 'Дни работы',
  },

  clinic: {
    addressLines: ['face multispecialty clinic', 'Альто-Порворим, Бардез', 'Гоа 403521, Индия'],
    landmarks: [
      'Рядом с комплексом Законодательного собрания Гоа, Порворим',
      'На шоссе NH 66 между городами Панаджи и Мапуса',
      'Около 10 минут на машине от Панаджи',
    ],
    session: '{{name}}: с {{opens}} до {{closes}}',
    partsOfDay: { morning: 'Утро', afternoon: 'День', evening: 'Вечер' },
    timeRange: '{{opens}}–{{closes}}',
    dayRange: 'С {{from}} по {{to}}',
    dayFrom: ['воскресенья', 'понедельника', 'вторника', 'среды', 'четверга', 'пятницы', 'субботы'],
    dayTo: ['воскресенье', 'понедельник', 'вторник', 'среду', 'четверг', 'пятницу', 'субботу'],
    listSeparator: ', ',
    closedDays: '{{days}}: выходной',
  },

  footer: {
    ourTeam: 'Наша команда',
    ourServices: 'Наши услуги',
    connect: 'Свяжитесь с нами!',
    socialMedia: 'Социальные сети',
    chatOnWhatsApp: 'Напишите нам в WhatsApp',
    writeToUs: 'Напишите нам',
    copyright: '© {{year}} face multispecialty clinic, Альто-Порворим, Гоа',
    medicalNotice:
      'Информация на этом сайте носит общий характер и не заменяет консультацию врача.',
  },

  language: {
    label: 'Язык',
    current: 'Текущий язык: {{name}}',
  },

  error: {
    title: 'Непредвиденная ошибка приложения!',
    notFoundText: 'Страница не найдена',
    notFoundExplanation:
      'По этому адресу нет страницы. Возможно, она была перемещена или в ссылке допущена опечатка.',
    unknown: 'При отображении этой страницы что-то пошло не так.',
    backHome: 'Перейти на главную страницу',
  },
};

export default ui;
