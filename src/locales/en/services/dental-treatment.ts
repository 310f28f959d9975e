import type { CategoryText } from '../../../content/types';

const dentalTreatment: CategoryText<'dental-treatment'> = {
  title: 'Dental treatment',
  description:
    'Everyday dental care for adults and children, from check-ups, cleaning and fillings to braces, crowns, dentures and cosmetic treatment.',
  intro: [
    'Healthy teeth and gums help you eat, speak and smile in comfort. This section explains the general dental treatments offered at the clinic: what each one is, how it is done, its benefits and drawbacks, and how to look after your teeth afterwards.',
    'Every mouth is different. At a consultation, the dentist examines your teeth and gums, may take X-rays, and explains the options that suit you and their limits. You can ask questions and take time to decide before any treatment begins.',
  ],
  points: [
    'Check-ups, cleaning and treatment of gum disease',
    'Fillings and root canal treatment to save damaged teeth',
    'Braces and clear aligners to straighten teeth',
    'Crowns, bridges and dentures to restore or replace teeth',
    'Dental care for children, from the first tooth onwards',
    'Cosmetic options such as whitening, veneers and tooth jewellery',
  ],
  groups: {},
  treatments: {
    'fillings-and-root-canals': {
      name: 'Fillings and root canal treatment',
      summary: 'Repairing decayed teeth and saving infected ones.',
      cardLines: [
        'A filling repairs a tooth with a cavity, a crack or wear.',
        'Root canal treatment removes infected pulp so the tooth can be kept.',
        'Both are usually done under local anaesthetic, so discomfort is usually mild.',
      ],
      whatItIs: [
        'A filling repairs a tooth damaged by decay (also called caries), a crack or wear. The damaged part is removed and the space is filled, which stops the decay from spreading.',
        'Inside each tooth is the pulp (the soft inner part of the tooth, with nerves and blood vessels). If bacteria reach the pulp, it can become infected. Root canal treatment removes the pulp, cleans the canals inside the roots and seals them, so the tooth can be kept.',
      ],
      reasons: [
        'A cavity (hole) caused by decay',
        'A chipped or cracked tooth, or a broken filling',
        'Lasting toothache, or pain that wakes you at night',
        'An abscess (a pocket of pus) or swelling near a tooth',
      ],
      materials: [
        {
          name: 'Composite resin',
          description:
            'Tooth-coloured and natural-looking. It often lasts 5 to 10 years, but it can stain and wear.',
        },
        {
          name: 'Glass ionomer',
          description:
            'Tooth-coloured and releases a little fluoride. It is weaker, so it suits milk teeth and temporary fillings.',
        },
        {
          name: 'Amalgam (silver)',
          description:
            'A strong metal mix that includes mercury. Amalgam (silver) fillings usually last 10 to 15 years, but they show and are usually avoided in pregnancy.',
        },
        {
          name: 'Cast gold or metal',
          description:
            'Made in a laboratory and cemented in at a second visit. It costs more, but cast metal (gold) fillings can last at least 20 years.',
        },
        {
          name: 'Ceramic (porcelain)',
          description:
            'A tooth-coloured filling made in a laboratory. It resists stains, but it costs more and can chip.',
        },
      ],
      procedure: [
        {
          heading: 'Examination and X-ray',
          description:
            'The dentist checks the tooth and may take an X-ray to see how deep the decay goes.',
        },
        {
          heading: 'Local anaesthetic',
          description: 'The area is numbed. You stay awake, and discomfort is usually mild.',
        },
        {
          heading: 'Removing the decay',
          description:
            'The decay is removed. For a root canal, the pulp is removed and the canals are cleaned, sometimes over two or more visits.',
        },
        {
          heading: 'Filling and sealing',
          description:
            'The cavity or canals are filled and sealed, and the filling is shaped to your bite.',
        },
        {
          heading: 'Crown, if needed',
          description:
            'A root-treated tooth is weaker, so a crown (a cap that covers the tooth) is often advised.',
        },
      ],
      purpose: [
        'Stop decay from spreading',
        'Relieve pain caused by an infected pulp',
        'Keep your natural tooth so you can chew normally',
      ],
      pros: [
        'Usually saves the natural tooth',
        'Relieves toothache caused by infection',
        'Small fillings are often done in one visit',
      ],
      cons: [
        'The tooth may be sensitive or tender for a few days',
        'Fillings wear over time and may need replacing',
        'Root canal treatment may need several visits, and a crown adds cost',
        'Rarely, infection returns and the tooth needs re-treatment or removal',
      ],
      postCare: [
        'Do not eat until the numbness wears off.',
        'Mild tenderness for a few days is common; a painkiller advised by your dentist can help.',
        'Avoid hard food on a temporary filling, and brush twice a day with fluoride toothpaste.',
        'Call the clinic if you have severe or increasing pain, swelling, fever, or a filling that falls out.',
      ],
    },

    'braces-and-aligners': {
      name: 'Braces and aligners',
      summary: 'Straightening teeth and correcting the bite.',
      cardLines: [
        'Braces and clear aligners slowly move teeth into better positions.',
        'They treat crowded, gapped or crooked teeth and an uneven bite.',
        'Treatment usually takes about 1 to 3 years, followed by retainers.',
      ],
      note: 'Wear your retainer as advised, or the teeth can move back.',
      whatItIs: [
        'Orthodontic treatment (treatment that straightens teeth and corrects the bite) uses gentle, steady pressure to move teeth over time.',
        'Braces are small brackets fixed to the teeth and joined by a thin wire. Clear aligners are a series of removable plastic trays that you change every 1 to 2 weeks. Treatment suits children and adults whose teeth and gums are healthy.',
      ],
      reasons: [
        'Crowded or overlapping teeth',
        'Gaps between teeth',
        'Upper front teeth that stick out',
        'A deep bite, open bite, crossbite or underbite (teeth that do not meet well)',
      ],
      types: [
        {
          name: 'Metal braces',
          description: 'Steel brackets and wires. Strong, and usually the lowest cost.',
        },
        {
          name: 'Ceramic braces',
          description: 'Tooth-coloured brackets that are less visible, but they can stain.',
        },
        {
          name: 'Lingual braces',
          description: 'Fixed behind the teeth, so hidden, but they may affect speech at first.',
        },
        {
          name: 'Clear aligners',
          description:
            'Removable clear trays worn about 22 hours a day, for mild to moderate cases.',
        },
      ],
      procedure: [
        {
          heading: 'Records',
          description:
            'The dentist examines your teeth and bite and takes X-rays, photographs and impressions or a scan.',
        },
        {
          heading: 'Treatment plan',
          description:
            'You are told the options and the likely time. Sometimes a few teeth are removed to make space.',
        },
        {
          heading: 'Fitting',
          description:
            'Braces are bonded to the teeth, or aligners are given to you with instructions.',
        },
        {
          heading: 'Check-ups',
          description: 'You visit every 4 to 8 weeks for adjustments or new aligners.',
        },
        {
          heading: 'Retainers',
          description:
            'When treatment ends, a retainer holds the teeth in place. It is often worn at night for the long term.',
        },
      ],
      purpose: [
        'Straighten the teeth',
        'Improve how the teeth meet for biting and chewing',
        'Make the teeth easier to clean',
      ],
      pros: [
        'Improves both the look and the function of the teeth',
        'Suitable for children and adults',
        'Less visible options are available',
      ],
      cons: [
        'Takes months to years, with regular visits',
        'Teeth feel sore for a few days after fitting and adjustments',
        'Poor cleaning around braces can leave white marks or decay',
        'Aligners work only if you wear them most of the day',
      ],
      postCare: [
        'Brush around the brackets after every meal, and use small interdental brushes.',
        'Avoid hard, sticky and chewy foods, such as nuts and toffee.',
        'Take aligners out to eat or drink anything except water.',
        'Soreness usually settles in 2 to 3 days; soft food can help.',
        'Call the clinic if a bracket or wire breaks, a wire pokes your cheek, or pain is severe or increasing.',
      ],
    },

    'crowns-and-bridges': {
      name: 'Crowns and bridges',
      summary: 'Caps for damaged teeth and fixed replacements for missing ones.',
      cardLines: [
        'A crown is a cap that covers and protects a weak or broken tooth.',
        'A bridge replaces missing teeth by attaching to the teeth beside the gap.',
      ],
      whatItIs: [
        'A crown is a tooth-shaped cap that covers the visible part of a tooth. It is used when a tooth is too damaged for a filling. The tooth is shaped slightly smaller, and the crown is cemented over it.',
        'A bridge fills a gap with a false tooth joined to crowns on the neighbouring teeth or on implants. With good care, crowns and bridges often last 10 to 15 years.',
      ],
      reasons: [
        'A tooth with a large filling or a lot of decay',
        'A cracked tooth, or a tooth after root canal treatment',
        'A badly discoloured or misshapen tooth',
        'One or a few missing teeth, with healthy teeth beside the gap',
      ],
      types: [
        {
          name: 'Traditional bridge',
          description: 'A false tooth held by crowns on the teeth on both sides of the gap.',
        },
        {
          name: 'Resin-bonded (Maryland) bridge',
          description:
            'A false tooth held by thin wings glued behind the neighbouring teeth. It needs little drilling but can come loose.',
        },
      ],
      materials: [
        {
          name: 'Metal-ceramic',
          description:
            'A metal base covered with porcelain. It is strong, but a grey line may show at the gum over time.',
        },
        {
          name: 'All-ceramic (zirconia or glass ceramic)',
          description: 'Metal-free and tooth-coloured, with a natural look.',
        },
        {
          name: 'Gold or other metal alloys',
          description: 'Very strong, but not tooth-coloured, so used mainly on back teeth.',
        },
      ],
      procedure: [
        {
          heading: 'Examination',
          description: 'The dentist checks the tooth, the gums and your bite, and takes X-rays.',
        },
        {
          heading: 'Shaping the tooth',
          description:
            'Under local anaesthetic, the tooth, or the teeth beside the gap, are shaped.',
        },
        {
          heading: 'Temporary crown',
          description:
            'A temporary crown protects the tooth for 1 to 2 weeks while the laboratory makes the final one.',
        },
        {
          heading: 'Fitting',
          description: 'The final crown or bridge is checked, adjusted and cemented in place.',
        },
      ],
      purpose: [
        'Protect and strengthen a weak tooth',
        'Replace missing teeth',
        'Restore chewing, speech and appearance',
      ],
      pros: [
        'Fixed in place, with nothing to take out',
        'Can look and feel like natural teeth',
        'Long-lasting with good care',
      ],
      cons: [
        'Healthy tooth structure is removed',
        'Teeth may be sensitive for a few weeks',
        'Decay can still start at the edge of a crown',
        'Crowns can chip or loosen and need replacing after some years',
      ],
      postCare: [
        'Avoid sticky or hard food on a temporary crown.',
        'Clean under a bridge every day with floss threaders or interdental brushes.',
        'Do not bite ice, bones or betel nuts, or open packets with your teeth.',
        'Call the clinic if a crown is loose or falls off, your bite feels high, or you have severe pain or swelling.',
      ],
    },

    dentures: {
      name: 'Dentures',
      summary: 'Removable false teeth to replace some or all missing teeth.',
      cardLines: [
        'Dentures are removable false teeth made to fit your mouth.',
        'A complete denture replaces all the teeth in a jaw; a partial denture fills gaps.',
      ],
      whatItIs: [
        'A denture is a removable plate with false teeth attached. It rests on the gums, and a partial denture is also held by small clips (clasps) on your natural teeth.',
        'After teeth are lost, the gums and bone slowly shrink, so dentures may need relining (a new fitting surface) or replacing every few years. Getting used to new dentures usually takes a few weeks.',
      ],
      reasons: [
        'All teeth missing in one or both jaws',
        'Several missing teeth where a bridge is not possible',
        'Difficulty chewing or speaking',
        'When implants are not suitable or not wanted',
      ],
      types: [
        {
          name: 'Complete denture',
          description: 'Replaces all the teeth in the upper or lower jaw.',
        },
        {
          name: 'Partial denture',
          description: 'Replaces some teeth and clips onto the remaining natural teeth.',
        },
        {
          name: 'Immediate denture',
          description: 'Fitted on the day teeth are removed, and relined after healing.',
        },
      ],
      materials: [
        {
          name: 'Acrylic resin',
          description:
            'A gum-coloured plastic base. It costs less and is easy to adjust or repair.',
        },
        {
          name: 'Cobalt-chromium metal',
          description:
            'A thin, strong frame for partial dentures. It is less bulky than acrylic but costs more.',
        },
        {
          name: 'Flexible nylon',
          description:
            'A bendable partial denture without metal clasps. It is harder to adjust or repair.',
        },
      ],
      procedure: [
        {
          heading: 'Examination',
          description:
            'The dentist checks your gums, teeth and jaws, and treats any problems first.',
        },
        {
          heading: 'Impressions',
          description: 'Moulds of your mouth are taken for the dental laboratory.',
        },
        {
          heading: 'Bite and tooth choice',
          description:
            'Your bite is recorded, and the size, shape and colour of the teeth are chosen.',
        },
        {
          heading: 'Try-in',
          description: 'A wax trial denture lets you check the look and fit before it is finished.',
        },
        {
          heading: 'Fitting and review',
          description:
            'The denture is fitted and adjusted, and any sore spots are eased at a review visit.',
        },
      ],
      purpose: [
        'Restore chewing and speech',
        'Support the lips and cheeks',
        'Stop remaining teeth from drifting into gaps',
      ],
      pros: ['No surgery needed', 'Lower cost than implants', 'Easy to repair or add teeth to'],
      cons: [
        'Can feel bulky at first',
        'Sore spots are common in the first weeks',
        'May move while eating, especially lower dentures',
        'Need relining or replacing as the gums shrink',
      ],
      postCare: [
        'Start with soft food cut into small pieces.',
        'Clean dentures every day with a soft brush and soap or denture cleaner, not toothpaste.',
        'Take them out at night and keep them in water, unless advised otherwise.',
        'Have a check-up at least once a year.',
        'Call the clinic if a sore spot does not heal in a few days, a denture breaks, or a mouth ulcer lasts more than 2 weeks.',
      ],
    },

    'cleaning-and-gum-disease': {
      name: 'Cleaning and gum treatment',
      summary: 'Scaling, polishing and treatment of gum disease.',
      cardLines: [
        'Scaling and polishing remove plaque and tartar that brushing cannot.',
        'They help prevent and treat gum disease, a common cause of tooth loss.',
      ],
      note: 'Bleeding gums are not normal. Keep brushing gently and book a check-up.',
      whatItIs: [
        'Plaque is a sticky layer of bacteria that forms on the teeth every day. If it is not removed, it hardens into tartar (calculus), which irritates the gums. Scaling removes plaque and tartar, and polishing smooths the teeth and removes stains.',
        'Gingivitis is early gum disease: red, swollen gums that bleed easily. It can be reversed. Without treatment it can become periodontitis, in which the gums and the bone holding the teeth are slowly lost and teeth may loosen.',
      ],
      reasons: [
        'Bleeding, red or swollen gums',
        'Bad breath that does not go away',
        'Tartar or stains from tea, coffee, tobacco or paan',
        'Teeth that feel loose',
        'Routine care every 6 to 12 months',
      ],
      types: [
        {
          name: 'Scaling and polishing',
          description: 'A routine clean above and just below the gum line, usually in one visit.',
        },
        {
          name: 'Deep cleaning (root planing)',
          description:
            'Cleaning the roots inside gum pockets to treat periodontitis, under local anaesthetic, often over 2 or more visits.',
        },
      ],
      procedure: [
        {
          heading: 'Gum check',
          description:
            'The dentist measures the gaps between the gums and teeth, and may take X-rays.',
        },
        {
          heading: 'Scaling',
          description:
            'An ultrasonic scaler (a vibrating instrument with a water spray) and hand tools remove the tartar.',
        },
        {
          heading: 'Polishing',
          description: 'The teeth are polished to remove stains and leave a smooth surface.',
        },
        {
          heading: 'Advice and review',
          description:
            'You are shown how to clean your teeth, and your gums are checked again later.',
        },
      ],
      purpose: [
        'Remove the cause of gum disease',
        'Reverse gingivitis and control periodontitis',
        'Freshen breath and remove stains',
      ],
      pros: [
        'Quick and usually well tolerated',
        'Stops many gum problems from getting worse',
        'Teeth feel smooth and clean',
      ],
      cons: [
        'Gums may bleed and feel tender for a day or two',
        'Teeth can feel sensitive for a few days',
        'Small gaps may show as the swelling goes down',
        'Lost bone does not grow back, so periodontitis needs ongoing care',
      ],
      postCare: [
        'Brush twice a day with a soft brush and fluoride toothpaste.',
        'Clean between your teeth every day with floss or interdental brushes.',
        'Use a toothpaste for sensitive teeth if needed.',
        'Avoid smoking and chewing tobacco, which harm the gums.',
        'Call the clinic if bleeding does not stop, your gums swell, you have fever, or pain is severe or increasing.',
      ],
    },

    'childrens-dentistry': {
      name: "Children's dentistry",
      summary: 'Dental care for babies, children and teenagers.',
      cardLines: [
        'Regular check-ups help keep milk teeth and new adult teeth healthy.',
        'Care includes fluoride varnish, fissure sealants and advice on diet and brushing.',
      ],
      note: 'If an adult tooth is knocked out, hold it by the crown (the white part), do not scrub the root, keep it in milk and be seen within 60 minutes: come to the clinic or, when it is closed, go to the nearest emergency department. A knocked-out milk tooth is never put back.',
      secondary: {
        heading: 'When to bring your child',
        points: [
          'By the first birthday, or when the first tooth appears',
          'Every 6 months, or as the dentist advises',
          'As soon as possible after a knock to the teeth',
        ],
      },
      whatItIs: [
        "Children's dentistry (also called paediatric dentistry) is dental care from infancy to the teenage years. It focuses on preventing decay, treating problems early and building good habits.",
        'Milk teeth (baby teeth) matter. They help children chew and speak, and they hold space for the adult teeth. Decay in milk teeth can cause pain and infection.',
      ],
      reasons: [
        'Routine check-ups from the first tooth',
        'Decay, toothache or swelling',
        'Chipped or knocked teeth',
        'Thumb sucking or a bite problem',
      ],
      types: [
        {
          name: 'Fluoride varnish',
          description:
            'A coating painted on the teeth to strengthen the enamel (the hard outer layer of the tooth).',
        },
        {
          name: 'Fissure sealants',
          description: 'A thin coating that seals the deep grooves of the back teeth.',
        },
        {
          name: 'Fillings and pulp treatment',
          description:
            'Repair of decayed milk teeth, sometimes with a small stainless steel crown.',
        },
        {
          name: 'Space maintainers',
          description: 'A small appliance that keeps a space open when a milk tooth is lost early.',
        },
      ],
      procedure: [
        {
          heading: 'A calm start',
          description: "The first visit is short. Young children can sit on a parent's lap.",
        },
        {
          heading: 'Examination',
          description:
            'The dentist checks the teeth, gums and bite. X-rays are taken only if needed.',
        },
        {
          heading: 'Prevention',
          description: 'The teeth are cleaned, and varnish or sealants may be applied.',
        },
        {
          heading: 'Treatment and advice',
          description:
            'Treatment is explained in simple words, and you get advice on brushing and diet.',
        },
      ],
      purpose: [
        'Prevent tooth decay',
        'Find and treat problems early',
        'Help children feel at ease with dental visits',
      ],
      pros: [
        'Preventive care is quick and needs no drilling',
        'Early treatment is simpler and costs less',
        'Helps children build good habits',
      ],
      cons: [
        'Some children are anxious and need several visits',
        'Sealants and fillings can wear and need repair',
        'Results depend on brushing and diet at home',
        'Extensive treatment may need sedation or general anaesthetic',
      ],
      postCare: [
        "Brush your child's teeth twice a day with fluoride toothpaste: a smear under 3 years, a pea-sized amount from 3 to 6 years.",
        'Supervise brushing until about 7 or 8 years of age.',
        'Limit sugary snacks and drinks, especially at bedtime.',
        'After a local anaesthetic, stop your child biting the numb lip or cheek.',
        'Call the clinic if your child has toothache, swelling, fever or bleeding that does not stop, or after an injury to the teeth.',
      ],
    },

    'dental-x-rays': {
      name: 'Dental X-rays',
      summary: 'Images that show what an examination cannot.',
      cardLines: [
        'X-rays show decay between teeth, infection at the roots and bone levels.',
        'The radiation dose is low. Tell the dentist if you are or might be pregnant.',
      ],
      whatItIs: [
        'A dental X-ray is a picture of the teeth and jaws made with a small amount of radiation. It shows problems that cannot be seen in the mouth, such as decay between teeth or infection at the tip of a root.',
        'The radiation dose of dental X-rays is low: a few small X-rays give about the same dose as one day of natural background radiation. X-rays are taken only when needed. Tell the dentist if you are or might be pregnant.',
      ],
      reasons: [
        'Finding hidden decay',
        'Checking roots and infection',
        'Measuring bone loss in gum disease',
        'Planning braces, implants, wisdom tooth removal or other surgery',
      ],
      types: [
        {
          name: 'Bitewing',
          description: 'Shows the back teeth, to find decay between them.',
        },
        {
          name: 'Periapical',
          description: 'Shows one or two whole teeth, including the roots.',
        },
        {
          name: 'Panoramic (OPG)',
          description: 'One wide image of all the teeth and both jaws.',
        },
        {
          name: 'Cone beam CT (CBCT)',
          description:
            'A 3D scan for planning implants and surgery. Its dose is higher, so it is used only when needed.',
        },
      ],
      procedure: [
        {
          heading: 'Preparation',
          description:
            'Tell the dentist if you are or might be pregnant, and remove earrings, glasses and other metal items.',
        },
        {
          heading: 'Positioning',
          description:
            'A small sensor is placed in your mouth, or you stand at a panoramic machine and bite on a block.',
        },
        {
          heading: 'Taking the image',
          description: 'You keep still for a few seconds while the image is taken.',
        },
        {
          heading: 'Results',
          description: 'The dentist shows you the image and explains what it means.',
        },
      ],
      purpose: [
        'Find problems early, often before they cause pain',
        'Plan treatment',
        'Check healing after treatment',
      ],
      pros: [
        'Quick and usually comfortable',
        'Low radiation dose',
        'Shows what an examination cannot',
      ],
      cons: [
        'A small radiation dose, and doses add up over a lifetime',
        'The sensor can make some people gag',
        'Very early problems may not show',
      ],
      postCare: [
        'No special care is needed; you can go back to normal activities at once.',
        'Bring any recent X-rays from earlier dental visits, to avoid repeating them.',
        'Follow the treatment plan based on the results.',
        'Call the clinic if you get new pain, swelling, fever or bleeding while waiting for treatment.',
      ],
    },

    'cosmetic-dentistry': {
      name: 'Cosmetic dentistry',
      summary: 'Treatments that improve the colour, shape and line of your teeth.',
      cardLines: [
        'Cosmetic dentistry improves the look of your teeth and smile.',
        'Options include whitening, bonding, veneers, crowns and gum contouring.',
      ],
      whatItIs: [
        'Cosmetic dentistry covers treatments that change the colour, shape, size or line of the teeth. Some, such as whitening, can be reversed. Others, such as veneers, remove some tooth surface and cannot be undone.',
        'Any decay or gum disease is treated first. The dentist may use photographs or a mock-up (a trial version of the new shape) so you can discuss the likely result before treatment.',
      ],
      reasons: [
        'Stained or discoloured teeth',
        'Chipped, worn or uneven teeth',
        'Small gaps between teeth',
        'A "gummy" smile or an uneven gum line',
        'Old fillings that no longer match',
      ],
      types: [
        {
          name: 'Composite bonding',
          description:
            'Tooth-coloured resin is added to repair chips or close gaps, often in one visit.',
        },
        {
          name: 'Veneers',
          description: 'Thin shells bonded to the front of the teeth.',
        },
        {
          name: 'Teeth whitening',
          description: 'A bleaching gel lightens the natural colour of the teeth.',
        },
        {
          name: 'Gum contouring',
          description: 'The gum line is reshaped with a laser or minor surgery.',
        },
      ],
      procedure: [
        {
          heading: 'Consultation',
          description:
            'You explain what you would like to change, and the dentist examines your teeth, gums and bite.',
        },
        {
          heading: 'Planning',
          description: 'Photographs, scans or a mock-up help you see and agree the plan.',
        },
        {
          heading: 'Treatment',
          description:
            'The chosen treatment is done in one or more visits, with local anaesthetic if needed.',
        },
        {
          heading: 'Review',
          description: 'The dentist checks the result and your bite.',
        },
      ],
      purpose: [
        'Improve the colour and shape of the teeth',
        'Repair chipped or worn teeth',
        'Help you feel at ease when you smile',
      ],
      pros: [
        'Options range from simple to complex',
        'Some need little or no drilling',
        'Planned around your wishes',
      ],
      cons: [
        'Results vary between people',
        'Some treatments cannot be reversed',
        'Bonding and veneers can stain or chip',
        'Upkeep and replacement add cost over time',
      ],
      postCare: [
        'Brush twice a day and clean between your teeth daily.',
        'Limit tea, coffee, tobacco and paan, which stain teeth.',
        'Do not bite nails, pens or ice.',
        'Keep regular check-ups and cleanings.',
        'Call the clinic if a tooth becomes very sensitive or painful, something chips or comes loose, or your bite feels wrong.',
      ],
    },

    veneers: {
      name: 'Veneers',
      summary: 'Thin tooth-coloured shells that cover the front of teeth.',
      cardLines: [
        'Veneers are thin shells bonded to the front of the teeth.',
        'They change colour and shape, and cover chips or small gaps.',
      ],
      secondary: {
        heading: 'Who may not be suitable',
        points: [
          'People with decay or gum disease, until it is treated',
          'People who grind their teeth heavily',
          'Badly crooked teeth, where braces may suit better',
        ],
      },
      whatItIs: [
        'A veneer is a thin layer of porcelain or composite bonded to the front of a tooth, a little like a false fingernail. It changes how the tooth looks.',
        'A thin layer of enamel (the hard outer layer of the tooth) is usually removed first. This cannot be undone, so the tooth will always need a covering.',
      ],
      reasons: [
        'Stains that whitening cannot lighten',
        'Chipped or worn front teeth',
        'Small gaps between the front teeth',
        'Slightly uneven or misshapen teeth',
      ],
      materials: [
        {
          name: 'Porcelain',
          description:
            'Made in a laboratory. It resists stains and often lasts 10 to 15 years, but it costs more.',
        },
        {
          name: 'Composite resin',
          description:
            'Built up on the tooth in one visit. It costs less, but it stains and chips more easily and lasts about 5 to 7 years.',
        },
      ],
      procedure: [
        {
          heading: 'Planning',
          description: 'The dentist checks your teeth and agrees the shade and shape with you.',
        },
        {
          heading: 'Preparation',
          description: 'A thin layer of enamel is removed, with local anaesthetic if needed.',
        },
        {
          heading: 'Making the veneers',
          description:
            'Composite is shaped on the tooth. Porcelain veneers are made from a mould or scan, and temporary veneers are worn for 1 to 2 weeks.',
        },
        {
          heading: 'Bonding',
          description: 'The veneers are checked, bonded to the teeth and hardened with a light.',
        },
      ],
      purpose: [
        'Improve the colour and shape of the front teeth',
        'Cover chips, stains and small gaps',
        'Create a more even smile',
      ],
      pros: [
        'Can look natural',
        'Porcelain resists stains',
        'Less tooth is removed than for a crown',
      ],
      cons: [
        'Removing enamel cannot be reversed',
        'Teeth may be sensitive to hot and cold for a while',
        'Veneers can chip or come off and need replacing over time',
        'Higher cost, especially for several teeth',
      ],
      postCare: [
        'Brush twice a day and clean between your teeth daily.',
        'Do not bite nails, pens, ice or bones with your front teeth.',
        'Wear a night guard if you grind your teeth.',
        'Limit staining foods and drinks, especially with composite veneers.',
        'Call the clinic if a veneer chips, feels loose or comes off, or if pain or sensitivity is severe or increasing.',
      ],
    },

    'teeth-whitening': {
      name: 'Teeth whitening',
      summary: 'Lightening the natural colour of the teeth.',
      cardLines: [
        'Whitening lightens the natural colour of the teeth by a few shades.',
        'In-clinic whitening takes about 30 to 90 minutes.',
        'It does not change the colour of fillings, crowns or veneers.',
      ],
      secondary: {
        heading: 'Who may not be suitable',
        points: [
          'Women who are pregnant or breastfeeding',
          'Children and teenagers',
          'People with untreated decay, gum disease or very sensitive teeth',
        ],
      },
      whatItIs: [
        'Teeth whitening (bleaching) uses a peroxide gel that breaks down stains in the tooth surface. It works only on natural teeth, not on fillings, crowns or veneers.',
        'Whitening should be done or supervised by a dentist. Results vary, and they fade over a few months to about 3 years, depending on diet and habits.',
      ],
      reasons: [
        'Teeth that have yellowed with age',
        'Stains from tea, coffee, tobacco or paan',
        'Mild discolouration',
        'A tooth that has darkened after root canal treatment',
      ],
      types: [
        {
          name: 'In-clinic whitening',
          description:
            'A stronger gel is applied by the dentist while the gums are protected. It takes about 30 to 90 minutes.',
        },
        {
          name: 'Home whitening',
          description: 'You wear custom trays with a milder gel at home, usually for 1 to 2 weeks.',
        },
      ],
      procedure: [
        {
          heading: 'Check-up',
          description:
            'The dentist checks your teeth and gums, treats any problems and records the starting shade.',
        },
        {
          heading: 'Protecting the gums',
          description: 'A protective barrier is placed over the gums.',
        },
        {
          heading: 'Applying the gel',
          description:
            'The gel is applied in one or more rounds. The session takes about 30 to 90 minutes.',
        },
        {
          heading: 'Review',
          description:
            'The new shade is checked. For home whitening, you are shown how to use the trays.',
        },
      ],
      purpose: [
        'Lighten stained or yellowed teeth',
        'Give a brighter, more even colour',
        'Prepare for matching new crowns or veneers',
      ],
      pros: [
        'No drilling or removal of tooth surface',
        'Quick results with in-clinic whitening',
        'Can be repeated to top up the result',
      ],
      cons: [
        'Teeth often feel sensitive for a day or two',
        'Gums can get sore if the gel touches them',
        'Results vary and fade, so top-ups are needed',
        'Overuse can damage the gums and tooth surface',
      ],
      postCare: [
        'For 48 hours, avoid tea, coffee, cola, turmeric curries and other strongly coloured food and drink.',
        'Avoid smoking and tobacco.',
        'Use a toothpaste for sensitive teeth if needed.',
        'Use home gel exactly as instructed.',
        'Call the clinic if sensitivity is severe or lasts more than a few days, or if your gums become painful or blistered.',
      ],
    },

    'tooth-jewellery': {
      name: 'Tooth jewellery',
      summary: 'A small gem bonded to the surface of a tooth.',
      cardLines: [
        'A small crystal or gem is fixed to the front of a tooth with dental adhesive.',
        'No drilling is needed, and the dentist can remove it later.',
      ],
      note: 'Tooth jewellery should be placed only on healthy teeth, using gems made for dental use.',
      whatItIs: [
        'Tooth jewellery is a small crystal, gem or gold shape bonded to the front of a tooth. It is a cosmetic choice and has no health benefit.',
        'It is fixed with the same kind of adhesive used for tooth-coloured fillings, without drilling. It usually stays on for several months to a few years, and it can come off on its own, so there is a small risk of swallowing it.',
      ],
      reasons: [
        'Wanting a small, removable decoration',
        'A special occasion, such as a wedding or festival',
        'Trying a new look without changing the tooth',
        'Healthy teeth and gums that are cleaned well',
      ],
      procedure: [
        {
          heading: 'Check-up',
          description:
            'The dentist checks that the tooth is healthy, and you choose the gem and its position.',
        },
        {
          heading: 'Preparing the tooth',
          description:
            'The tooth is cleaned, and a mild gel is applied to a small area to help the adhesive grip.',
        },
        {
          heading: 'Bonding the gem',
          description:
            'The gem is pressed into a little adhesive, which is hardened with a blue light. No injection is needed.',
        },
        {
          heading: 'Final check',
          description:
            'The dentist smooths any rough edges and checks that the gem does not rub your lip.',
        },
      ],
      purpose: [
        'Decorate a tooth',
        'Offer a change to your smile that can be reversed',
        'Express personal style',
      ],
      pros: [
        'No drilling or injections',
        'Quick to place',
        'Can be removed by the dentist when you wish',
      ],
      cons: [
        'Plaque can collect around the gem and cause stains or decay',
        'The gem can fall off and may be swallowed',
        'It may rub the lip at first',
        'Removal may leave a slight mark that needs polishing',
      ],
      postCare: [
        'Avoid hard or sticky food on that tooth for the rest of the day.',
        'Brush gently around the gem twice a day.',
        'Do not pick at the gem or try to remove it yourself.',
        'If the gem comes off, keep it and book a visit if you want it replaced.',
        'Call the clinic if the tooth becomes sensitive or painful, or the gum around it swells. If a gem may have gone into your airway and you cough or feel breathless, get urgent medical help.',
      ],
    },
  },
};

export default dentalTreatment;
