import type { CategoryText } from '../../../content/types';

const maxillofacialSurgery: CategoryText<'maxillofacial-surgery'> = {
  title: 'Maxillofacial surgery',
  description:
    'Diagnosis and surgical care for injuries, diseases and conditions of the jaws, face and mouth.',
  intro: [
    'Maxillofacial surgery treats problems of the jaws, face, mouth and neck. A maxillofacial surgeon is trained in both dentistry and surgery. This helps when a problem affects the teeth and bite as well as the bones and soft tissues of the face.',
    'Care starts with a consultation, an examination and, where needed, X-rays, scans or a biopsy (a small tissue sample checked in a laboratory). Many conditions are treated without surgery. When surgery is needed, the surgeon explains the options, the recovery and the risks, and often works with other specialists.',
  ],
  points: [
    'Care for fractures and other injuries of the face and jaws',
    'Treatment of jaw joint pain, facial pain and facial nerve problems',
    'Screening, biopsy and surgery for lumps, cysts and oral cancer',
    'Corrective jaw surgery planned together with orthodontic treatment',
    'Simple, non-surgical options are considered first where suitable',
  ],
  groups: {},
  treatments: {
    'facial-trauma': {
      name: 'Facial trauma',
      summary: 'Care for broken facial bones and injuries to the face.',
      cardLines: [
        'Treatment of fractures of the jaw, cheekbone, eye socket and nose.',
        'Repair of cuts and other soft tissue injuries of the face and mouth.',
      ],
      note: 'After a serious injury, go to a hospital emergency department first.',
      secondary: {
        heading: 'Go to an emergency department at once for',
        points: [
          'Trouble breathing or swallowing',
          'Bleeding that does not stop with firm pressure',
          'Loss of consciousness, confusion or vomiting after a head injury',
          'Double vision or loss of vision',
        ],
      },
      whatItIs: [
        'Facial trauma is an injury to the face, mouth or jaws, for example from a road accident or a fall. It may break the jaw, cheekbone, eye socket or nose, or cut the skin, lips or gums.',
        'A serious injury is an emergency. Go first to a hospital emergency department, where doctors check breathing, bleeding and any head injury. The maxillofacial surgeon then plans the repair of the face once you are stable.',
      ],
      reasons: [
        'A jaw that hurts or does not close the way it did before',
        'Swelling or a flat look over the cheekbone, or numbness of the cheek or lip',
        'A broken or bent nose, or trouble breathing through it',
        'Deep cuts of the face, lips or inside of the mouth',
      ],
      procedure: [
        {
          heading: 'Emergency care',
          description:
            'Hospital doctors make sure you can breathe, stop bleeding and check for head and neck injuries.',
        },
        {
          heading: 'Examination and scans',
          description:
            'The surgeon checks your face, bite and eyes. X-rays or a CT scan (a detailed 3D X-ray) show where the bones are broken.',
        },
        {
          heading: 'Repair',
          description:
            'Some fractures heal with rest and a soft diet. Others need surgery under general anaesthetic (you are fully asleep) to hold the bones with small plates. Jaw fractures take about 6 weeks to heal.',
        },
        {
          heading: 'Wound care',
          description:
            'Cuts are cleaned and closed with fine stitches. Skin stitches on the face are often removed after about 5 to 7 days.',
        },
      ],
      purpose: [
        'Restore the bite, chewing and speech',
        'Protect the eye and breathing through the nose',
        'Reduce scarring and changes in the shape of the face',
      ],
      pros: [
        'Early treatment helps bones heal in the right position',
        'Plates often avoid the need to wire the jaws together',
        'Careful stitching can reduce scarring',
      ],
      cons: [
        'Swelling and bruising can last 1 to 2 weeks or longer',
        'Numbness of the cheek, lip or chin can take months to improve and may not fully recover',
        'Infection can occur, and some changes in bite or appearance may remain',
      ],
      postCare: [
        'Follow a soft diet for as long as the surgeon advises.',
        'Brush gently and rinse with salt water after meals.',
        'Do not blow your nose hard after a cheekbone, eye socket or nose fracture.',
        'Avoid smoking and contact sports while you heal.',
        'Call the clinic if bleeding does not stop, or if you have fever, a change in your bite, or severe or increasing pain or swelling.',
      ],
    },
    'tmj-disorders': {
      name: 'TMJ disorders',
      summary: 'Care for jaw joint pain, clicking and locking.',
      cardLines: [
        'Help for pain, clicking or locking of the jaw joint in front of the ear.',
        'Most people improve with simple care such as jaw rest, exercises and a night splint.',
      ],
      note: 'Most TMJ problems get better without surgery.',
      whatItIs: [
        'The temporomandibular joint (TMJ) joins the lower jaw to the skull, just in front of each ear. TMJ disorders are problems with this joint and the chewing muscles around it.',
        'Common causes are clenching or grinding the teeth, tired jaw muscles, a displaced disc (a small cushion inside the joint), arthritis and injury. Stress often makes symptoms worse. Treatment starts with simple steps, and surgery is needed only rarely.',
      ],
      reasons: [
        'Pain in the jaw, in front of the ear or in the temple',
        'Clicking or grating sounds when you open your mouth',
        'A jaw that locks or does not open fully',
        'Headaches or tired jaw muscles in the morning from grinding',
      ],
      types: [
        {
          name: 'Muscle pain',
          description:
            'Pain and tightness in the chewing muscles, often from clenching or stress. This is the most common type.',
        },
        {
          name: 'Disc problems',
          description: 'The disc inside the joint slips out of place, causing clicking or locking.',
        },
        {
          name: 'Arthritis',
          description: 'Wear or inflammation of the joint, causing pain and stiffness.',
        },
      ],
      procedure: [
        {
          heading: 'Examination',
          description:
            'The surgeon asks about your symptoms and habits and checks your jaw movement, joints, muscles and bite.',
        },
        {
          heading: 'Scans if needed',
          description:
            'An X-ray or an MRI scan (which shows soft parts such as the disc) may be advised.',
        },
        {
          heading: 'Simple care first',
          description:
            'A soft diet, warm packs, jaw exercises and, if needed, a short course of anti-inflammatory medicines.',
        },
        {
          heading: 'Night splint',
          description:
            'A custom-made plastic guard worn at night reduces strain from clenching and grinding.',
        },
        {
          heading: 'Further treatment',
          description:
            'If symptoms continue, options include physiotherapy, injections or washing out the joint under local anaesthetic. Open surgery is rare.',
        },
      ],
      purpose: [
        'Reduce pain and muscle tension',
        'Improve jaw opening and movement',
        'Protect the teeth from grinding',
      ],
      pros: [
        'Most people improve with simple, non-surgical care',
        'Splints and exercises are low-risk',
        'Treatment goes step by step, starting with the simplest option',
      ],
      cons: [
        'Improvement can take weeks to months',
        'Symptoms can come back, especially at times of stress',
        'A splint only helps if it is worn regularly',
        'Injections and surgery carry risks such as swelling and infection',
      ],
      postCare: [
        'Eat soft foods cut into small pieces, and avoid chewing gum.',
        'Support your chin when you yawn and avoid opening your mouth very wide.',
        'Keep your jaw relaxed during the day: lips together, teeth apart.',
        'Do your exercises and wear your splint as advised.',
        'Call the clinic if your jaw locks and will not open or close, or if pain or swelling is severe or increasing.',
      ],
    },
    'oral-cancer': {
      name: 'Oral cancer',
      summary: 'Screening, biopsy and surgery for cancer of the mouth.',
      cardLines: [
        'Check-ups to look for early signs of cancer in the mouth.',
        'A biopsy (a small tissue sample) confirms the diagnosis.',
        'Surgery is planned as part of a team with oncologists (cancer specialists).',
      ],
      secondary: {
        heading: 'Warning signs to get checked',
        points: [
          'A mouth ulcer that does not heal within 2 weeks',
          'A white or red patch inside the mouth',
          'A lump or thickening in the cheek, tongue or neck',
          'Pain or difficulty when chewing or swallowing',
        ],
      },
      whatItIs: [
        'Oral cancer is cancer that starts in the mouth, for example on the tongue, cheek, gums or lips. It is one of the more common cancers in India. Found early, it is easier to treat.',
        'The main risk factors are tobacco in any form (smoking, chewing tobacco, gutkha), areca nut (supari) and alcohol, all common in India. Treatment is planned by a team: the surgeon does screening, biopsy and surgery, and oncologists give radiotherapy or chemotherapy.',
      ],
      reasons: [
        'You use tobacco, areca nut or gutkha, or drink alcohol regularly',
        'A mouth ulcer or patch that has not healed within 2 weeks',
        'Stiff cheeks or difficulty opening the mouth, which can be linked to areca nut',
        'A dentist or doctor has found a suspicious area',
      ],
      procedure: [
        {
          heading: 'Screening',
          description:
            'The surgeon looks at and feels the mouth, lips and neck. It takes a few minutes and needs no anaesthetic.',
        },
        {
          heading: 'Biopsy',
          description:
            'A small piece of a suspicious area is removed under local anaesthetic and checked in a laboratory.',
        },
        {
          heading: 'Scans and team planning',
          description:
            'If cancer is found, scans show its size and spread. Surgeons and oncologists then plan treatment with you.',
        },
        {
          heading: 'Surgery',
          description:
            'Under general anaesthetic, the cancer is removed with a border of healthy tissue.',
        },
        {
          heading: 'Follow-up',
          description:
            'Some people also need radiotherapy or chemotherapy. Regular check-ups continue for several years.',
        },
      ],
      purpose: [
        'Find cancer and early warning changes as soon as possible',
        'Confirm or rule out cancer with a biopsy',
        'Remove the cancer while keeping speech and swallowing where possible',
      ],
      pros: [
        'Screening is quick and can find problems before symptoms begin',
        'A biopsy gives a clear answer',
        'Team care plans surgery and other treatment together',
      ],
      cons: [
        'A biopsy leaves the area sore for a few days',
        'Cancer surgery can be major, with a hospital stay and long recovery',
        'Treatment may affect speech, swallowing, appearance or feeling',
        'Cancer can come back, so long-term follow-up is needed',
      ],
      postCare: [
        'Stop tobacco, areca nut, gutkha and alcohol. Ask us for help to quit.',
        'After a biopsy, eat soft, cool food for a few days.',
        'Rinse gently with salt water after meals.',
        'Go to every follow-up visit, even if you feel well.',
        'Call the clinic if bleeding does not stop, or if you have fever or severe or increasing pain or swelling.',
      ],
    },
    'cysts-and-tumours': {
      name: 'Cysts and tumours',
      summary: 'Diagnosis and removal of lumps in the jaws and mouth.',
      cardLines: [
        'Most cysts and tumours of the jaws and mouth are benign (not cancer).',
        'A biopsy helps find out exactly what a lump is.',
      ],
      whatItIs: [
        'A cyst is a sac filled with fluid. A tumour is a growth of tissue. Both can form in the jawbones, the soft tissues of the mouth or the salivary glands. Most are benign, which means they are not cancer and do not spread.',
        'Many grow slowly without symptoms and are found by chance on a dental X-ray. Over time, some weaken the jaw, move teeth or become infected. A biopsy (a small tissue sample checked in a laboratory) often confirms what the lump is before treatment.',
      ],
      reasons: [
        'A swelling of the jaw, gums or floor of the mouth',
        'A lump found on a dental X-ray',
        'Teeth that have moved or become loose',
        'A soft swelling of the lip or under the tongue',
      ],
      types: [
        {
          name: 'Jaw cysts',
          description: 'Fluid-filled sacs in the jawbone, often linked to a tooth.',
        },
        {
          name: 'Soft tissue cysts',
          description: 'Small swellings of the lip or mouth from a blocked saliva gland.',
        },
        {
          name: 'Benign tumours',
          description: 'Growths that are not cancer. Some can come back if not fully removed.',
        },
      ],
      procedure: [
        {
          heading: 'Examination',
          description: 'The surgeon checks the lump and asks how long it has been there.',
        },
        {
          heading: 'X-rays',
          description:
            'An X-ray or CBCT scan (a 3D dental X-ray) shows the size of the lump and nearby teeth and nerves.',
        },
        {
          heading: 'Biopsy',
          description:
            'A small sample, or the whole lump if it is small, is removed under local anaesthetic and tested.',
        },
        {
          heading: 'Removal',
          description:
            'Most lumps are removed completely, under local or general anaesthetic depending on size.',
        },
        {
          heading: 'Follow-up',
          description: 'X-rays over the following months check that the bone heals.',
        },
      ],
      purpose: [
        'Find out what the lump is',
        'Remove it before it damages bone, teeth or nerves',
        'Relieve swelling, pain or infection',
      ],
      pros: [
        'Most lumps are benign, and removal often treats them fully',
        'Small lumps can often be removed under local anaesthetic',
        'The jawbone usually fills in after a cyst is removed',
      ],
      cons: [
        'Swelling and discomfort for a few days',
        'Nearby teeth may need root canal treatment or removal',
        'Numbness of the lip or chin can occur if the lump is near a nerve',
        'Some cysts and tumours come back',
      ],
      postCare: [
        'Bite gently on gauze if there is bleeding.',
        'Use cold packs on the face on the first day.',
        'Eat soft food and rinse gently with warm salt water from the next day.',
        'Do not smoke while the area heals.',
        'Call the clinic if bleeding does not stop, or if you have fever or severe or increasing pain or swelling.',
      ],
    },
    'corrective-jaw-surgery': {
      name: 'Corrective jaw surgery',
      summary: 'Orthognathic surgery to correct the position of the jaws.',
      cardLines: [
        'Moves the upper jaw, lower jaw or chin into a better position.',
        'Planned together with orthodontic treatment (braces).',
      ],
      note: 'Usually done after the jaws stop growing, from the late teens.',
      whatItIs: [
        'Corrective jaw surgery, also called orthognathic surgery, corrects jaws that are out of line. It is used when the problem is in the bones, so braces alone cannot correct it.',
        'It is a team treatment. An orthodontist moves the teeth with braces before and after the operation, and the maxillofacial surgeon moves the jaws. The whole treatment often takes 18 months to 3 years.',
      ],
      reasons: [
        'Difficulty biting or chewing',
        'An underbite, overbite or open bite (front teeth do not meet)',
        'Breathing problems during sleep linked to a small jaw',
        'An uneven face or a chin that sits far back',
      ],
      types: [
        {
          name: 'Upper jaw surgery',
          description: 'The upper jaw is moved forward, back, up or down.',
        },
        {
          name: 'Lower jaw surgery',
          description: 'The lower jaw is moved forward or back.',
        },
        {
          name: 'Chin surgery (genioplasty)',
          description: 'The chin bone is moved to improve balance.',
        },
      ],
      procedure: [
        {
          heading: 'Assessment',
          description: 'Examination, photographs, X-rays and scans of your teeth and jaws.',
        },
        {
          heading: 'Braces before surgery',
          description: 'Braces line up the teeth, usually for about 12 to 18 months.',
        },
        {
          heading: 'Surgery',
          description:
            'Under general anaesthetic, the bones are moved and fixed with small plates. Cuts are usually inside the mouth. The hospital stay is usually 1 to 3 days.',
        },
        {
          heading: 'Recovery',
          description:
            'Swelling settles over some weeks. Most people return to work after 2 to 4 weeks.',
        },
        {
          heading: 'Braces after surgery',
          description:
            'Braces fine-tune the bite for about 6 to 12 months, then retainers are worn.',
        },
      ],
      purpose: [
        'Help the teeth meet properly for chewing',
        'Improve breathing in some people',
        'Improve the balance of the face',
      ],
      pros: [
        'Corrects bone problems that braces alone cannot',
        'Can make chewing and closing the lips easier',
        'The new jaw position is usually long-lasting',
      ],
      cons: [
        'Swelling and a soft diet for about 6 weeks',
        'Numbness of the lower lip is common after lower jaw surgery and may last',
        'Long treatment time and significant cost',
        'Risks of surgery and general anaesthetic, such as bleeding and infection',
      ],
      postCare: [
        'Follow a liquid, then soft, diet for about 6 weeks.',
        'Brush gently and rinse after every meal.',
        'Use cold packs and sleep with your head raised.',
        'Wear elastics on the braces as shown.',
        'Call the clinic if bleeding does not stop, if you have fever or trouble breathing, or if pain or swelling is severe or increasing.',
      ],
    },
    'chronic-facial-pain': {
      name: 'Chronic facial pain',
      summary: 'Careful diagnosis and care for long-lasting pain in the face.',
      cardLines: [
        'Help for facial pain that lasts or keeps returning, such as trigeminal neuralgia.',
        'A careful diagnosis comes first, and care may involve other specialists.',
      ],
      note: 'Keep a pain diary: when the pain comes, how long it lasts and what sets it off.',
      whatItIs: [
        'Chronic facial pain is pain in the face, jaws or mouth that lasts 3 months or more. Trigeminal neuralgia causes sudden, severe, electric-shock-like pain on one side of the face, set off by touch, eating or talking. Myofascial pain is a dull ache in the chewing muscles.',
        'Toothache, sinus problems and nerve conditions can feel alike, so a careful diagnosis comes first. This avoids needless treatment, such as removing healthy teeth. Care may involve neurologists or other specialists.',
      ],
      reasons: [
        'Facial pain for weeks or months without a clear dental cause',
        'Short, shock-like pain set off by touch or eating',
        'Aching pain in the jaw muscles or temples',
        'Pain that continues after dental treatment has healed',
      ],
      types: [
        {
          name: 'Trigeminal neuralgia',
          description:
            'Attacks of severe pain along the trigeminal nerve, the main nerve of feeling in the face.',
        },
        {
          name: 'Myofascial pain',
          description: 'Aching pain and tender spots in the chewing muscles.',
        },
        {
          name: 'Nerve pain after injury',
          description: 'Burning or tingling after an injury or surgery has damaged a nerve.',
        },
      ],
      procedure: [
        {
          heading: 'Detailed history',
          description:
            'The surgeon asks where the pain is, what it feels like and what sets it off.',
        },
        {
          heading: 'Examination and tests',
          description:
            'Your teeth, jaws, muscles and facial nerves are checked. X-rays or an MRI scan may be advised.',
        },
        {
          heading: 'Treatment plan',
          description:
            'Trigeminal neuralgia is usually treated first with nerve medicines. Muscle pain is treated with exercises, a splint and help with stress.',
        },
        {
          heading: 'Other specialists',
          description:
            'You may be referred to a neurologist. If medicines do not help, procedures on the nerve may be considered.',
        },
      ],
      purpose: [
        'Find the real cause of the pain',
        'Reduce how often and how strongly the pain comes',
        'Help you eat, sleep and work more comfortably',
      ],
      pros: [
        'A careful diagnosis avoids dental treatment that will not help',
        'Many people control their pain with medicines and simple measures',
        'Treatment is reviewed and adjusted over time',
      ],
      cons: [
        'Finding the cause and the right treatment can take time',
        'Medicines can cause drowsiness or dizziness',
        'Pain may not go away completely; the aim is often to control it',
      ],
      postCare: [
        'Take medicines exactly as prescribed and do not stop them suddenly.',
        'Keep your pain diary up to date.',
        'Keep regular sleep, meals and gentle exercise.',
        'Tell us about side effects such as feeling very sleepy or a new rash.',
        'Call the clinic if pain becomes severe or keeps increasing, or if you have swelling, fever or new numbness or weakness of the face.',
      ],
    },
    'facial-nerve-problems': {
      name: 'Facial nerve problems',
      summary: 'Care for facial palsy and injury to the nerves of the face.',
      cardLines: [
        'Care for weakness of the face (facial palsy) and nerve injury.',
        'Sudden weakness of the face needs urgent medical care, because it can be a stroke.',
      ],
      secondary: {
        heading: 'Possible stroke: go to an emergency department at once',
        points: [
          'Face drooping on one side',
          'Weakness or numbness of an arm or leg',
          'Slurred or unclear speech',
        ],
      },
      whatItIs: [
        "The facial nerve moves the muscles of the face, so you can smile and close your eyes. Facial palsy means weakness of these muscles, usually on one side. A common cause is Bell's palsy, which often improves over weeks to months. Injury, surgery and infection can also damage facial nerves.",
        "See a doctor urgently for any sudden weakness of the face, because it can be a stroke. If it is Bell's palsy, steroid tablets help most when they are started within 72 hours (3 days) of the first signs. Once a stroke has been ruled out, the surgeon helps with nerve injuries and lasting weakness, often with neurologists, eye doctors and physiotherapists.",
      ],
      reasons: [
        'Weakness or drooping of one side of the face',
        'Trouble closing an eye or keeping food in your mouth',
        'A face injury that may have damaged a nerve',
        'Numbness of the lip, chin or tongue after dental or jaw surgery',
      ],
      procedure: [
        {
          heading: 'Rule out a stroke',
          description: 'Sudden weakness is first checked at a hospital emergency department.',
        },
        {
          heading: 'Examination and tests',
          description:
            'The surgeon checks facial movement, eye closure and feeling. Nerve tests or scans may follow.',
        },
        {
          heading: 'Early treatment',
          description:
            'Depending on the cause, this may include steroid tablets, eye protection or repair of a cut nerve.',
        },
        {
          heading: 'Rehabilitation',
          description: 'Facial exercises with a physiotherapist help strength and control.',
        },
        {
          heading: 'Surgery for lasting problems',
          description:
            'If weakness remains, surgery to help eye closure or the smile may be considered.',
        },
      ],
      purpose: [
        'Find the cause of the weakness or numbness',
        'Protect the eye when it cannot close fully',
        'Help facial movement recover as far as possible',
      ],
      pros: [
        "Many people with Bell's palsy recover within weeks to months",
        'Early repair of a cut nerve improves its chance to recover',
        'Physiotherapy and eye care are simple and low-risk',
      ],
      cons: [
        'Nerve recovery is slow and can be incomplete',
        'Some people have lasting weakness or twitching',
        'Nerve surgery carries risks such as infection and may need repeating',
      ],
      postCare: [
        'If your eye does not close fully, use eye drops by day and ointment at night, and tape it closed at night if advised.',
        'Do your facial exercises every day.',
        'Eat on the stronger side and rinse after meals.',
        'Take care with hot food and drinks if your lip or tongue is numb.',
        'Call the clinic if your eye becomes red or painful, or if you have fever or severe or increasing pain or swelling. For new sudden weakness, go to an emergency department at once.',
      ],
    },
  },
};

export default maxillofacialSurgery;
