import { clinic, doctorName } from '../../content/clinic';
import type { HomeText } from '../../content/types';

const surgeon = doctorName('oral-maxillofacial-surgeon', 'ch');
const registration = clinic.doctors['oral-maxillofacial-surgeon'].registrationNumber;

const home: HomeText = {
  welcome: {
    headline: '欢迎来到果阿阿尔托-波尔沃里姆的 face multispecialty clinic',
    lead: '我们提供牙科治疗、种植牙与口腔外科、颌面外科、美容治疗以及皮肤与毛发护理，所有服务都在同一个安静、亲切的地方完成。',
  },
  story: {
    heading: '我们的故事',
    title: surgeon.full,
    subtitle: '口腔颌面外科医生',
    paragraphs: [
      `${surgeon.full}是一名口腔颌面外科医生，也就是诊治口腔、牙齿、颌骨和面部疾病的外科医生。${surgeon.short}拥有口腔颌面外科硕士学位（MDS），并曾在海外完成专科进修。`,
      `自 2018 年起，${surgeon.short}还在果阿多家医院担任客座顾问医生。`,
      '在我们的诊所，我们会花时间用通俗易懂的话向您解释可选的方案。我们与您一起制定治疗计划，说明治疗的益处、风险和费用，并在开始治疗前解答您的疑问。',
    ],
  },
  blurbs: {
    heading: '我们的服务内容',
    items: [
      {
        title: '正畸外科服务',
        description:
          '有些咬合和颌骨问题仅靠牙套无法矫正。这种情况下，会将颌骨手术（正颌手术）与牙套矫正结合起来规划，把颌骨移到更合适的位置。从制定计划到术后恢复，每个阶段我们都会在您做决定前讲解清楚。',
      },
      {
        title: '麻醉与镇静服务',
        description:
          '大多数牙科和口腔治疗在局部麻醉下进行，只麻醉需要治疗的部位。对于时间较长的治疗，或非常紧张的患者，可以考虑镇静（帮助您放松的药物）。我们会先了解您的病史，再选择适合您的方式。',
      },
      {
        title: '种植牙服务',
        description:
          '种植牙是在颌骨内植入一根小小的种植体，用来替代缺失牙齿的牙根，然后在上面固定牙冠、牙桥或义齿。我们会先检查您的牙龈和骨骼情况，并说明种植牙是否适合您，以及治疗包括哪些内容。',
      },
    ],
  },
  credential: `首席外科医生：${surgeon.full}，口腔颌面外科硕士（MDS），果阿邦牙科委员会（Goa Dental Council）注册号 ${registration}`,
  visit: {
    heading: '就诊须知',
    intro: '为了帮助我们规划您的治疗，首次就诊时请携带以下资料。',
    checklist: [
      '您目前正在使用的药物，包括药名和剂量',
      '已知的过敏情况，例如对药物、乳胶或食物过敏',
      '近期的病历资料，如检查报告、拍片结果（影像片）和出院小结',
    ],
    note: '您的病史有助于我们制定适合您的治疗方案。一些药物（如抗凝血药）和一些疾病（如糖尿病、心脏病或怀孕）可能会改变治疗的安排。即使这些情况看起来与您的牙齿或皮肤无关，也请告诉我们。您与我们分享的所有信息都会严格保密。',
  },
  consultants: {
    heading: '客座顾问医生',
    intro: '客座专科医生也会在我们的诊所为患者看诊，需提前预约。',
    items: [
      {
        title: '皮肤科与美容皮肤科医生',
        description: '诊治皮肤和毛发疾病，并提供皮肤美容治疗的皮肤专科医生。',
      },
      {
        title: '精神科医生',
        description:
          '关注心理健康的医生，诊治焦虑、情绪低落、睡眠问题和压力等，也包括对牙科治疗的焦虑。',
      },
    ],
  },
};

export default home;
