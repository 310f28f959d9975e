import type { UiStrings } from '../en/ui';
import { doctorName } from '../../content/clinic';

const surgeon = doctorName('oral-maxillofacial-surgeon', 'ch');
const dentist = doctorName('associate-dentist', 'ch');

const ui: UiStrings = {
  Home: '首页',
  Service: '服务项目',
  MeetUs: '认识我们',
  ContactUs: '联系我们',
  hospital_type: '综合专科诊所',
  oral_surgeon: '口腔颌面外科医生',
  dr: '医生',
  oral: '口腔',
  maxillofacial_surgeon: '颌面外科医生',
  surgery_details: '牙科、口腔颌面外科、美容、皮肤与毛发',
  address: '地址',
  office_hours: '门诊时间',
  day: '日期',
  timings: '时间',
  monday: '周一',
  tuesday: '周二',
  wednesday: '周三',
  thursday: '周四',
  friday: '周五',
  saturday: '周六',
  sunday: '周日',

  categories: {
    'dental-treatment': {
      title: '牙科治疗',
      summary: '口腔检查、洁牙、补牙、根管治疗、牙套矫正、牙冠、假牙和美容牙科。',
    },
    'implants-and-oral-surgery': {
      title: '种植牙与口腔外科',
      summary: '种植牙修复缺失牙齿、拔牙、智齿处理和口腔小手术。',
    },
    'maxillofacial-surgery': {
      title: '颌面外科',
      summary: '治疗外伤、颞下颌关节问题、囊肿、肿瘤，以及改善颌骨形态。',
    },
    cosmetics: {
      title: '面部美容',
      summary: '改善皱纹和补充容量的注射，以及面部美容小手术。',
    },
    'skin-and-hair': {
      title: '皮肤与毛发',
      summary: '化学换肤、面部护理、PRP、痣与皮赘去除，以及唇部和眉部治疗。',
    },
  },

  doctors: {
    'oral-maxillofacial-surgeon': {
      name: surgeon.full,
      title: '口腔颌面外科医生',
    },
    'associate-dentist': { name: dentist.full, title: '驻诊牙科医生' },
  },

  site: {
    name: 'face multispecialty clinic',
    skipToContent: '跳到主要内容',
    loading: '正在加载…',
    illustrationAlt: '插图：{{title}}',
  },

  header: {
    mainNavigation: '主导航',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    callNow: '立即致电',
    servicesMenu: '服务类别',
    doctorsMenu: '我们的医生',
    allServices: '全部服务',
    socialToggle: '社交媒体链接',
    language: '语言',
  },

  social: {
    facebook: 'Facebook',
    whatsapp: 'WhatsApp 聊天',
    email: '电子邮件',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    newTab: '（在新标签页中打开）',
  },

  hero: {
    pause: '暂停背景视频',
    play: '播放背景视频',
  },

  carousel: {
    previous: '上一张',
    next: '下一张',
    slideOf: '第 {{current}} 张，共 {{total}} 张',
    goToSlide: '转到第 {{number}} 张',
  },

  home: {
    servicesHeading: '我们的服务',
    servicesIntro: '请选择一个类别，了解其中的治疗项目。',
    servicesCarousel: '服务类别',
    readMore: '进一步了解{{title}}',
  },

  service: {
    pageTitle: '我们的服务',
    pageIntro: '就诊前，您可以先了解每项治疗：它是什么、如何进行，以及治疗后如何护理。',
    categories: '服务类别',
    treatments: '治疗项目',
    treatmentsOf: '{{title}}类治疗项目',
    noCategory: '请选择一个类别，查看其中的治疗项目。',
    openDetails: '了解{{name}}',
    closeDetails: '关闭{{name}}',
    selected: '已选择',
    note: '注意：',
    headings: {
      whatItIs: '这是什么',
      reasons: '适用情况',
      types: '类型',
      materials: '材料',
      procedure: '治疗过程',
      purpose: '目的',
      prosAndCons: '优点与缺点',
      pros: '优点',
      cons: '缺点',
      postCare: '治疗后护理',
    },
    outOfHours:
      '诊所停诊期间如需紧急帮助，请前往最近的医院急诊科，例如位于班博林的果阿医学院（Goa Medical College，GMC）附属医院，或拨打 108 呼叫救护车。',
    disclaimer: '本页内容仅为一般性信息，不构成医疗建议。就诊时，医生会向您说明哪种方案适合您。',
  },

  meet: {
    pageTitle: '认识我们',
    pageIntro: '您在诊所将会见到的医生。',
    doctors: '我们的医生',
    qualifications: '资历',
    biography: '简介',
    photoAlt: '{{name}}的肖像照',
  },

  contact: {
    title: 'face multispecialty clinic',
    intro: '我们位于果阿的阿尔托-波尔沃里姆。来诊前请先致电，以便我们为您安排时间。',
    landmarks: '周边地标',
    telephone: '电话',
    email: '电子邮件',
    getDirections: '获取路线',
    call: '拨打 {{phone}}',
    openUntil: '出诊中，{{time}} 停诊',
    closedOpensAt: '停诊中，{{time}} 开始出诊',
    closedOpensOn: '停诊中，{{day}} {{time}} 开始出诊',
    closed: '休息',
    mapHeading: '地图',
    mapLabel: '显示诊所在果阿阿尔托-波尔沃里姆位置的地图',
    mapFallback: '地图无法加载。诊所位于果阿阿尔托-波尔沃里姆，邮编 403521。',
    markerTitle: 'face multispecialty clinic',
    mapPopup: '一个用层叠样式表 3 制作的美观弹出框，可轻松自定义。',
    imageAlt: '位于阿尔托-波尔沃里姆的诊所大楼插图',
    openDaysHeading: '出诊日',
  },

  clinic: {
    addressLines: [
      'face multispecialty clinic',
      '印度果阿邦巴尔德斯区阿尔托-波尔沃里姆（Alto-Porvorim）',
      '邮编 403521',
    ],
    landmarks: [
      '靠近波尔沃里姆的果阿邦立法议会大楼',
      '位于帕纳吉与马普萨之间的 NH 66 国道旁',
      '距帕纳吉约 10 分钟车程',
    ],
    session: '{{name}}：{{opens}}–{{closes}}',
    partsOfDay: { morning: '上午', afternoon: '下午', evening: '下午' },
    timeRange: '{{opens}}–{{closes}}',
    dayRange: '{{from}}至{{to}}',
    dayFrom: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    dayTo: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    listSeparator: '、',
    closedDays: '{{days}}：休息',
  },

  footer: {
    ourTeam: '我们的团队',
    ourServices: '我们的服务',
    connect: '与我们联系！',
    socialMedia: '社交媒体',
    chatOnWhatsApp: '通过 WhatsApp 与我们聊天',
    writeToUs: '给我们写信',
    copyright: '© {{year}} face multispecialty clinic，果阿阿尔托-波尔沃里姆',
    medicalNotice: '本网站信息仅供一般参考，不能代替面诊。',
  },

  language: {
    label: '语言',
    current: '当前语言：{{name}}',
  },

  error: {
    title: '应用程序发生意外错误！',
    notFoundText: '页面未找到',
    notFoundExplanation: '此地址没有页面。页面可能已移动，或链接输入有误。',
    unknown: '显示此页面时出现问题。',
    backHome: '返回首页',
  },
};

export default ui;
