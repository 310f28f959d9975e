import { clinic, doctorName } from '../../content/clinic';
import type { DoctorsText } from '../../content/types';

const surgeon = doctorName('oral-maxillofacial-surgeon', 'ch');
const dentist = doctorName('associate-dentist', 'ch');

const doctors: DoctorsText = {
  'oral-maxillofacial-surgeon': {
    name: surgeon.full,
    title: '口腔颌面外科医生',
    qualifications: ['BDS', 'MDS（口腔颌面外科）', clinic.surgeonFellowship.ch],
    tagline: '口腔、颌骨和面部手术，与您共同规划',
    biography: [
      `${surgeon.full}是一名口腔颌面外科医生，也就是诊治口腔、牙齿、颌骨和面部疾病的外科医生。${surgeon.short}拥有牙外科学士学位（BDS）和口腔颌面外科硕士学位（MDS），并完成了国际专科进修。自 2018 年起，${surgeon.short}还在果阿多家医院担任客座顾问医生。`,
      `${surgeon.short}的工作包括种植牙、拔除智齿及其他复杂牙齿、与牙套矫正结合规划的颌骨手术（正颌手术）、面部和颌骨外伤的治疗，以及其他口腔手术。${surgeon.short}还与诊所团队合作开展面部美容治疗。`,
      `${surgeon.short}会花时间向您说明检查发现的情况和可选的方案，包括各方案的益处、风险和大致费用。治疗计划与每位患者共同制定，在任何阶段都欢迎您提问。`,
    ],
  },
  'associate-dentist': {
    name: dentist.full,
    title: '牙科医生',
    role: '驻诊牙科医生',
    qualifications: ['BDS'],
    tagline: '为成人和儿童提供日常牙科护理',
    biography: [
      `${dentist.full}是一名牙科医生，拥有牙外科学士学位（BDS），从业 8 年。`,
      `${dentist.short}的工作包括全科牙科，如口腔检查、补牙和根管治疗；预防保健，如洁牙以及如何护理牙齿和牙龈的指导；以及美容牙科，如牙齿美白。${dentist.short}也为儿童看诊，帮助他们在牙椅上放松下来。`,
      `每一步开始前，${dentist.short}都会平静地用通俗易懂的话向您解释，让您知道接下来会发生什么，并可以随时提问。`,
    ],
  },
};

export default doctors;
