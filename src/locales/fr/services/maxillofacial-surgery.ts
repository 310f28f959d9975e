import type { CategoryText } from '../../../content/types';

const maxillofacialSurgery: CategoryText<'maxillofacial-surgery'> = {
  title: 'Chirurgie maxillo-faciale',
  description:
    'Le diagnostic et la prise en charge chirurgicale des traumatismes, maladies et affections des mâchoires, du visage et de la bouche.',
  intro: [
    'La chirurgie maxillo-faciale traite les problèmes des mâchoires, du visage, de la bouche et du cou. Le chirurgien maxillo-facial est formé à la fois à la dentisterie et à la chirurgie. C’est un atout lorsqu’un problème touche les dents et l’occlusion en même temps que les os et les tissus mous du visage.',
    'La prise en charge commence par une consultation, un examen et, si nécessaire, des radiographies, des examens d’imagerie ou une biopsie (un petit prélèvement de tissu analysé en laboratoire). De nombreuses affections se traitent sans chirurgie. Lorsqu’une intervention est nécessaire, le chirurgien vous explique les options, les suites opératoires et les risques, et travaille souvent avec d’autres spécialistes.',
  ],
  points: [
    'Prise en charge des fractures et des autres traumatismes du visage et des mâchoires',
    'Traitement des douleurs de l’articulation de la mâchoire, des douleurs du visage et des atteintes des nerfs du visage',
    'Dépistage, biopsie et chirurgie des grosseurs, des kystes et du cancer de la bouche',
    'Chirurgie correctrice des mâchoires, planifiée en association avec un traitement orthodontique',
    'Des solutions simples, sans chirurgie, sont envisagées en premier lorsqu’elles conviennent',
  ],
  groups: {},
  treatments: {
    'facial-trauma': {
      name: 'Traumatismes du visage',
      summary: 'La prise en charge des fractures des os du visage et des blessures de la face.',
      cardLines: [
        'Traitement des fractures de la mâchoire, de la pommette, de l’orbite et du nez.',
        'Réparation des coupures et des autres blessures des tissus mous du visage et de la bouche.',
      ],
      note: 'Après une blessure grave, rendez-vous d’abord aux urgences d’un hôpital.',
      secondary: {
        heading: 'Rendez-vous immédiatement aux urgences en cas de',
        points: [
          'Difficulté à respirer ou à avaler',
          'Saignement qui ne s’arrête pas malgré une pression ferme',
          'Perte de connaissance, confusion ou vomissements après un choc à la tête',
          'Vision double ou perte de la vue',
        ],
      },
      whatItIs: [
        'Un traumatisme facial est une blessure du visage, de la bouche ou des mâchoires, par exemple à la suite d’un accident de la route ou d’une chute. Il peut provoquer une fracture de la mâchoire, de la pommette, de l’orbite ou du nez, ou une coupure de la peau, des lèvres ou des gencives.',
        'Une blessure grave est une urgence. Rendez-vous d’abord aux urgences d’un hôpital, où les médecins vérifient la respiration, les saignements et l’absence de traumatisme crânien. Le chirurgien maxillo-facial planifie ensuite la réparation du visage, une fois votre état stabilisé.',
      ],
      reasons: [
        'Une mâchoire douloureuse ou qui ne se ferme plus comme avant',
        'Un gonflement ou un aspect aplati de la pommette, ou un engourdissement de la joue ou de la lèvre',
        'Un nez cassé ou dévié, ou des difficultés à respirer par le nez',
        'Des coupures profondes du visage, des lèvres ou de l’intérieur de la bouche',
      ],
      procedure: [
        {
          heading: 'Soins d’urgence',
          description:
            'Les médecins de l’hôpital s’assurent que vous pouvez respirer, arrêtent les saignements et recherchent des blessures à la tête et au cou.',
        },
        {
          heading: 'Examen et imagerie',
          description:
            'Le chirurgien examine votre visage, votre occlusion et vos yeux. Des radiographies ou un scanner (une radiographie détaillée en 3D) montrent où se situent les fractures.',
        },
        {
          heading: 'Réparation',
          description:
            'Certaines fractures guérissent avec du repos et une alimentation molle. D’autres nécessitent une intervention sous anesthésie générale (vous êtes complètement endormi) pour maintenir les os avec de petites plaques. Les fractures de la mâchoire mettent environ 6 semaines à consolider.',
        },
        {
          heading: 'Soins des plaies',
          description:
            'Les coupures sont nettoyées et refermées avec des points de suture fins. Les points sur la peau du visage sont souvent retirés au bout de 5 à 7 jours environ.',
        },
      ],
      purpose: [
        'Rétablir l’occlusion, la mastication et l’élocution',
        'Protéger l’œil et la respiration par le nez',
        'Limiter les cicatrices et les modifications de la forme du visage',
      ],
      pros: [
        'Un traitement précoce aide les os à consolider dans la bonne position',
        'Les plaques évitent souvent d’avoir à bloquer les mâchoires avec des fils',
        'Des sutures soigneuses peuvent limiter les cicatrices',
      ],
      cons: [
        'Le gonflement et les bleus peuvent durer 1 à 2 semaines, voire plus',
        'L’engourdissement de la joue, de la lèvre ou du menton peut mettre des mois à s’améliorer, et peut ne pas disparaître complètement',
        'Une infection peut survenir, et certaines modifications de l’occlusion ou de l’apparence peuvent persister',
      ],
      postCare: [
        'Suivez une alimentation molle aussi longtemps que le chirurgien le conseille.',
        'Brossez-vous les dents doucement et rincez-vous la bouche à l’eau salée après les repas.',
        'Ne vous mouchez pas fort après une fracture de la pommette, de l’orbite ou du nez.',
        'Évitez de fumer et de pratiquer des sports de contact pendant la guérison.',
        'Appelez la clinique si le saignement ne s’arrête pas, ou en cas de fièvre, de changement dans la façon dont vos dents se rencontrent, ou de douleur ou de gonflement importants ou qui augmentent.',
      ],
    },
    'tmj-disorders': {
      name: 'Troubles de l’articulation de la mâchoire (ATM)',
      summary: 'La prise en charge des douleurs, craquements et blocages de la mâchoire.',
      cardLines: [
        'Pour les douleurs, les craquements ou les blocages de l’articulation de la mâchoire, située devant l’oreille.',
        'La plupart des personnes vont mieux grâce à des mesures simples : repos de la mâchoire, exercices et gouttière de nuit.',
      ],
      note: 'La plupart des troubles de l’ATM s’améliorent sans chirurgie.',
      whatItIs: [
        'L’articulation temporo-mandibulaire (ATM) relie la mâchoire du bas au crâne, juste devant chaque oreille. Les troubles de l’ATM touchent cette articulation et les muscles de la mastication qui l’entourent.',
        'Les causes fréquentes sont le serrement ou le grincement des dents, la fatigue des muscles de la mâchoire, un disque déplacé (un petit coussinet situé dans l’articulation), l’arthrose ou l’arthrite, et les traumatismes. Le stress aggrave souvent les symptômes. Le traitement commence par des mesures simples, et la chirurgie n’est que rarement nécessaire.',
      ],
      reasons: [
        'Une douleur dans la mâchoire, devant l’oreille ou au niveau de la tempe',
        'Des craquements ou des frottements quand vous ouvrez la bouche',
        'Une mâchoire qui se bloque ou ne s’ouvre pas complètement',
        'Des maux de tête ou des muscles de la mâchoire fatigués le matin, à cause du grincement des dents',
      ],
      types: [
        {
          name: 'Douleurs musculaires',
          description:
            'Douleur et tension dans les muscles de la mastication, souvent dues au serrement des dents ou au stress. C’est la forme la plus fréquente.',
        },
        {
          name: 'Problèmes de disque',
          description:
            'Le disque situé dans l’articulation se déplace, ce qui provoque des craquements ou des blocages.',
        },
        {
          name: 'Arthrose et arthrite',
          description:
            'Usure ou inflammation de l’articulation, responsable de douleurs et de raideur.',
        },
      ],
      procedure: [
        {
          heading: 'Examen',
          description:
            'Le chirurgien vous interroge sur vos symptômes et vos habitudes, et examine les mouvements de votre mâchoire, vos articulations, vos muscles et votre occlusion.',
        },
        {
          heading: 'Imagerie si nécessaire',
          description:
            'Une radiographie ou une IRM (qui montre les parties molles comme le disque) peut être conseillée.',
        },
        {
          heading: 'D’abord des mesures simples',
          description:
            'Une alimentation molle, des compresses chaudes, des exercices de la mâchoire et, si nécessaire, un court traitement anti-inflammatoire.',
        },
        {
          heading: 'Gouttière de nuit',
          description:
            'Une gouttière en plastique sur mesure, portée la nuit, réduit les contraintes liées au serrement et au grincement des dents.',
        },
        {
          heading: 'Traitements complémentaires',
          description:
            'Si les symptômes persistent, les options comprennent la kinésithérapie, des injections ou un lavage de l’articulation sous anesthésie locale. La chirurgie ouverte est rare.',
        },
      ],
      purpose: [
        'Réduire la douleur et la tension musculaire',
        'Améliorer l’ouverture et les mouvements de la mâchoire',
        'Protéger les dents contre le grincement',
      ],
      pros: [
        'La plupart des personnes vont mieux avec des soins simples, sans chirurgie',
        'Les gouttières et les exercices comportent peu de risques',
        'Le traitement avance étape par étape, en commençant par la solution la plus simple',
      ],
      cons: [
        'L’amélioration peut prendre des semaines, voire des mois',
        'Les symptômes peuvent revenir, surtout en période de stress',
        'Une gouttière n’est utile que si elle est portée régulièrement',
        'Les injections et la chirurgie comportent des risques, comme le gonflement et l’infection',
      ],
      postCare: [
        'Mangez des aliments mous coupés en petits morceaux, et évitez le chewing-gum.',
        'Soutenez votre menton quand vous bâillez, et évitez d’ouvrir la bouche très grand.',
        'Gardez la mâchoire détendue dans la journée : lèvres jointes, dents écartées.',
        'Faites vos exercices et portez votre gouttière comme on vous l’a conseillé.',
        'Appelez la clinique si votre mâchoire se bloque et ne s’ouvre ou ne se ferme plus, ou si la douleur ou le gonflement est important ou augmente.',
      ],
    },
    'oral-cancer': {
      name: 'Cancer de la bouche',
      summary: 'Dépistage, biopsie et chirurgie du cancer de la bouche.',
      cardLines: [
        'Des examens de contrôle pour rechercher les signes précoces d’un cancer de la bouche.',
        'Une biopsie (un petit prélèvement de tissu) confirme le diagnostic.',
        'La chirurgie est planifiée en équipe avec des oncologues (des spécialistes du cancer).',
      ],
      secondary: {
        heading: 'Signes d’alerte qui doivent faire consulter',
        points: [
          'Une plaie dans la bouche qui ne guérit pas en 2 semaines',
          'Une tache blanche ou rouge à l’intérieur de la bouche',
          'Une grosseur ou un épaississement de la joue, de la langue ou du cou',
          'Une douleur ou une gêne pour mâcher ou avaler',
        ],
      },
      whatItIs: [
        'Le cancer de la bouche est un cancer qui naît dans la bouche, par exemple sur la langue, la joue, les gencives ou les lèvres. C’est l’un des cancers les plus fréquents en Inde. Détecté tôt, il se soigne plus facilement.',
        'Les principaux facteurs de risque sont le tabac sous toutes ses formes (cigarette, tabac à chiquer, gutkha), la noix d’arec (supari) et l’alcool, tous très répandus en Inde. Le traitement est planifié en équipe : le chirurgien assure le dépistage, la biopsie et la chirurgie, et les oncologues prennent en charge la radiothérapie ou la chimiothérapie.',
      ],
      reasons: [
        'Vous consommez du tabac, de la noix d’arec ou du gutkha, ou vous buvez régulièrement de l’alcool',
        'Une plaie ou une tache dans la bouche qui n’a pas guéri en 2 semaines',
        'Des joues rigides ou des difficultés à ouvrir la bouche, ce qui peut être lié à la noix d’arec',
        'Un dentiste ou un médecin a repéré une zone suspecte',
      ],
      procedure: [
        {
          heading: 'Dépistage',
          description:
            'Le chirurgien examine et palpe la bouche, les lèvres et le cou. Cela prend quelques minutes et ne nécessite aucune anesthésie.',
        },
        {
          heading: 'Biopsie',
          description:
            'Un petit fragment de la zone suspecte est prélevé sous anesthésie locale et analysé en laboratoire.',
        },
        {
          heading: 'Imagerie et concertation en équipe',
          description:
            'Si un cancer est découvert, des examens d’imagerie montrent sa taille et son extension. Chirurgiens et oncologues planifient alors le traitement avec vous.',
        },
        {
          heading: 'Chirurgie',
          description:
            'Sous anesthésie générale, le cancer est retiré avec une marge de tissu sain.',
        },
        {
          heading: 'Suivi',
          description:
            'Certaines personnes ont aussi besoin d’une radiothérapie ou d’une chimiothérapie. Des contrôles réguliers se poursuivent pendant plusieurs années.',
        },
      ],
      purpose: [
        'Détecter le cancer et les modifications précancéreuses le plus tôt possible',
        'Confirmer ou écarter un cancer grâce à une biopsie',
        'Retirer le cancer en préservant, si possible, la parole et la déglutition',
      ],
      pros: [
        'Le dépistage est rapide et peut repérer des problèmes avant l’apparition des symptômes',
        'Une biopsie apporte une réponse claire',
        'La prise en charge en équipe coordonne la chirurgie et les autres traitements',
      ],
      cons: [
        'Après une biopsie, la zone reste douloureuse quelques jours',
        'La chirurgie du cancer peut être lourde, avec une hospitalisation et une longue convalescence',
        'Le traitement peut affecter la parole, la déglutition, l’apparence ou la sensibilité',
        'Le cancer peut récidiver : un suivi à long terme est donc nécessaire',
      ],
      postCare: [
        'Arrêtez le tabac, la noix d’arec, le gutkha et l’alcool. Demandez-nous de l’aide pour arrêter.',
        'Après une biopsie, mangez des aliments mous et frais pendant quelques jours.',
        'Rincez-vous doucement la bouche à l’eau salée après les repas.',
        'Venez à chaque rendez-vous de suivi, même si vous vous sentez bien.',
        'Appelez la clinique si le saignement ne s’arrête pas, ou en cas de fièvre, ou de douleur ou de gonflement importants ou qui augmentent.',
      ],
    },
    'cysts-and-tumours': {
      name: 'Kystes et tumeurs',
      summary: 'Le diagnostic et l’ablation des grosseurs des mâchoires et de la bouche.',
      cardLines: [
        'La plupart des kystes et tumeurs des mâchoires et de la bouche sont bénins (ce ne sont pas des cancers).',
        'Une biopsie permet de savoir précisément de quoi il s’agit.',
      ],
      whatItIs: [
        'Un kyste est une poche remplie de liquide. Une tumeur est une prolifération de tissu. Les deux peuvent se former dans les os des mâchoires, les tissus mous de la bouche ou les glandes salivaires. La plupart sont bénins : ce ne sont pas des cancers et ils ne se propagent pas.',
        'Beaucoup grossissent lentement, sans symptômes, et sont découverts par hasard sur une radiographie dentaire. Avec le temps, certains fragilisent la mâchoire, déplacent des dents ou s’infectent. Une biopsie (un petit prélèvement de tissu analysé en laboratoire) confirme souvent la nature de la grosseur avant le traitement.',
      ],
      reasons: [
        'Un gonflement de la mâchoire, des gencives ou du plancher de la bouche',
        'Une lésion découverte sur une radiographie dentaire',
        'Des dents qui se sont déplacées ou qui bougent',
        'Un gonflement mou de la lèvre ou sous la langue',
      ],
      types: [
        {
          name: 'Kystes des mâchoires',
          description:
            'Des poches remplies de liquide dans l’os de la mâchoire, souvent liées à une dent.',
        },
        {
          name: 'Kystes des tissus mous',
          description:
            'De petits gonflements de la lèvre ou de la bouche, dus à une glande salivaire bouchée.',
        },
        {
          name: 'Tumeurs bénignes',
          description:
            'Des proliférations qui ne sont pas des cancers. Certaines peuvent récidiver si elles ne sont pas entièrement retirées.',
        },
      ],
      procedure: [
        {
          heading: 'Examen',
          description:
            'Le chirurgien examine la grosseur et vous demande depuis combien de temps elle est là.',
        },
        {
          heading: 'Radiographies',
          description:
            'Une radiographie ou un examen CBCT (une radiographie dentaire en 3D) montre la taille de la lésion ainsi que les dents et les nerfs voisins.',
        },
        {
          heading: 'Biopsie',
          description:
            'Un petit prélèvement, ou la grosseur entière si elle est petite, est retiré sous anesthésie locale puis analysé.',
        },
        {
          heading: 'Ablation',
          description:
            'La plupart des grosseurs sont retirées en totalité, sous anesthésie locale ou générale selon leur taille.',
        },
        {
          heading: 'Suivi',
          description:
            'Des radiographies dans les mois qui suivent permettent de vérifier que l’os se reconstitue.',
        },
      ],
      purpose: [
        'Déterminer la nature de la grosseur',
        'La retirer avant qu’elle n’abîme l’os, les dents ou les nerfs',
        'Soulager le gonflement, la douleur ou l’infection',
      ],
      pros: [
        'La plupart des grosseurs sont bénignes, et leur ablation suffit souvent à les traiter complètement',
        'Les petites grosseurs peuvent souvent être retirées sous anesthésie locale',
        'L’os de la mâchoire se reconstitue en général après l’ablation d’un kyste',
      ],
      cons: [
        'Gonflement et gêne pendant quelques jours',
        'Les dents voisines peuvent nécessiter un traitement de canal ou une extraction',
        'Un engourdissement de la lèvre ou du menton peut survenir si la grosseur est proche d’un nerf',
        'Certains kystes et tumeurs récidivent',
      ],
      postCare: [
        'En cas de saignement, mordez doucement sur une compresse.',
        'Appliquez du froid sur le visage le premier jour.',
        'Mangez des aliments mous et, à partir du lendemain, rincez-vous doucement la bouche à l’eau tiède salée.',
        'Ne fumez pas pendant la cicatrisation.',
        'Appelez la clinique si le saignement ne s’arrête pas, ou en cas de fièvre, ou de douleur ou de gonflement importants ou qui augmentent.',
      ],
    },
    'corrective-jaw-surgery': {
      name: 'Chirurgie correctrice des mâchoires',
      summary: 'La chirurgie orthognathique, pour corriger la position des mâchoires.',
      cardLines: [
        'Déplace la mâchoire du haut, la mâchoire du bas ou le menton vers une position plus favorable.',
        'Planifiée en association avec un traitement orthodontique (appareil dentaire).',
      ],
      note: 'Réalisée en général lorsque la croissance des mâchoires est terminée, à partir de la fin de l’adolescence.',
      whatItIs: [
        'La chirurgie correctrice des mâchoires, aussi appelée chirurgie orthognathique, corrige des mâchoires mal positionnées. Elle est indiquée lorsque le problème vient des os, ce qu’un appareil orthodontique seul ne peut pas corriger.',
        'C’est un traitement d’équipe. L’orthodontiste déplace les dents avec un appareil avant et après l’opération, et le chirurgien maxillo-facial déplace les mâchoires. L’ensemble du traitement dure souvent de 18 mois à 3 ans.',
      ],
      reasons: [
        'Des difficultés à mordre ou à mâcher',
        'Une occlusion inversée, un surplomb important ou une béance (les dents de devant ne se touchent pas)',
        'Des troubles respiratoires pendant le sommeil liés à une petite mâchoire',
        'Un visage asymétrique ou un menton très en retrait',
      ],
      types: [
        {
          name: 'Chirurgie de la mâchoire du haut',
          description: 'La mâchoire du haut est avancée, reculée, remontée ou abaissée.',
        },
        {
          name: 'Chirurgie de la mâchoire du bas',
          description: 'La mâchoire du bas est avancée ou reculée.',
        },
        {
          name: 'Chirurgie du menton (génioplastie)',
          description: 'L’os du menton est déplacé pour améliorer l’équilibre du visage.',
        },
      ],
      procedure: [
        {
          heading: 'Bilan',
          description:
            'Examen, photographies, radiographies et examens d’imagerie de vos dents et de vos mâchoires.',
        },
        {
          heading: 'Appareil avant la chirurgie',
          description: 'L’appareil aligne les dents, en général pendant 12 à 18 mois environ.',
        },
        {
          heading: 'Chirurgie',
          description:
            'Sous anesthésie générale, les os sont déplacés et fixés avec de petites plaques. Les incisions se font en général à l’intérieur de la bouche. L’hospitalisation dure habituellement 1 à 3 jours.',
        },
        {
          heading: 'Convalescence',
          description:
            'Le gonflement diminue en quelques semaines. La plupart des personnes reprennent le travail au bout de 2 à 4 semaines.',
        },
        {
          heading: 'Appareil après la chirurgie',
          description:
            'L’appareil affine l’occlusion pendant 6 à 12 mois environ, puis une contention est portée.',
        },
      ],
      purpose: [
        'Permettre aux dents de bien s’emboîter pour mâcher',
        'Améliorer la respiration chez certaines personnes',
        'Améliorer l’équilibre du visage',
      ],
      pros: [
        'Corrige des problèmes osseux qu’un appareil seul ne peut pas corriger',
        'Peut faciliter la mastication et la fermeture des lèvres',
        'La nouvelle position des mâchoires est en général durable',
      ],
      cons: [
        'Gonflement et alimentation molle pendant environ 6 semaines',
        'L’engourdissement de la lèvre inférieure est fréquent après une chirurgie de la mâchoire du bas, et peut persister',
        'Un traitement long et un coût important',
        'Les risques de la chirurgie et de l’anesthésie générale, comme le saignement et l’infection',
      ],
      postCare: [
        'Suivez une alimentation liquide, puis molle, pendant environ 6 semaines.',
        'Brossez-vous les dents doucement et rincez-vous la bouche après chaque repas.',
        'Appliquez du froid et dormez la tête surélevée.',
        'Portez les élastiques sur l’appareil comme on vous l’a montré.',
        'Appelez la clinique si le saignement ne s’arrête pas, si vous avez de la fièvre ou du mal à respirer, ou si la douleur ou le gonflement est important ou augmente.',
      ],
    },
    'chronic-facial-pain': {
      name: 'Douleurs chroniques du visage',
      summary: 'Un diagnostic attentif et une prise en charge des douleurs durables du visage.',
      cardLines: [
        'Pour les douleurs du visage qui persistent ou reviennent, comme la névralgie du trijumeau.',
        'Un diagnostic attentif passe en premier, et la prise en charge peut faire appel à d’autres spécialistes.',
      ],
      note: 'Tenez un carnet de la douleur : quand elle survient, combien de temps elle dure et ce qui la déclenche.',
      whatItIs: [
        'La douleur chronique du visage est une douleur du visage, des mâchoires ou de la bouche qui dure 3 mois ou plus. La névralgie du trijumeau provoque une douleur soudaine et intense, comme une décharge électrique, d’un côté du visage, déclenchée par le toucher, les repas ou la parole. La douleur myofasciale est une douleur sourde des muscles de la mastication.',
        'Une douleur dentaire, un problème de sinus ou une atteinte nerveuse peuvent donner des sensations semblables : un diagnostic attentif passe donc en premier. Cela évite des traitements inutiles, comme l’extraction de dents saines. La prise en charge peut faire appel à des neurologues ou à d’autres spécialistes.',
      ],
      reasons: [
        'Une douleur du visage depuis des semaines ou des mois, sans cause dentaire évidente',
        'Une douleur brève, comme une décharge, déclenchée par le toucher ou les repas',
        'Une douleur sourde dans les muscles de la mâchoire ou dans les tempes',
        'Une douleur qui persiste alors que la zone traitée par le dentiste a cicatrisé',
      ],
      types: [
        {
          name: 'Névralgie du trijumeau',
          description:
            'Des crises de douleur intense sur le trajet du nerf trijumeau, le principal nerf de la sensibilité du visage.',
        },
        {
          name: 'Douleur myofasciale',
          description:
            'Une douleur sourde et des points sensibles dans les muscles de la mastication.',
        },
        {
          name: 'Douleur nerveuse après une lésion',
          description:
            'Des brûlures ou des fourmillements après un traumatisme ou une intervention qui a abîmé un nerf.',
        },
      ],
      procedure: [
        {
          heading: 'Interrogatoire détaillé',
          description:
            'Le chirurgien vous demande où se situe la douleur, à quoi elle ressemble et ce qui la déclenche.',
        },
        {
          heading: 'Examen et analyses',
          description:
            'Vos dents, vos mâchoires, vos muscles et les nerfs de votre visage sont examinés. Des radiographies ou une IRM peuvent être conseillées.',
        },
        {
          heading: 'Plan de traitement',
          description:
            'La névralgie du trijumeau est en général traitée d’abord par des médicaments qui agissent sur les nerfs. La douleur musculaire est traitée par des exercices, une gouttière et une aide pour gérer le stress.',
        },
        {
          heading: 'Autres spécialistes',
          description:
            'Vous pouvez être orienté vers un neurologue. Si les médicaments ne suffisent pas, des interventions sur le nerf peuvent être envisagées.',
        },
      ],
      purpose: [
        'Trouver la véritable cause de la douleur',
        'Réduire la fréquence et l’intensité de la douleur',
        'Vous aider à manger, à dormir et à travailler plus confortablement',
      ],
      pros: [
        'Un diagnostic attentif évite des soins dentaires inutiles',
        'Beaucoup de personnes contrôlent leur douleur grâce à des médicaments et à des mesures simples',
        'Le traitement est réévalué et ajusté au fil du temps',
      ],
      cons: [
        'Trouver la cause et le traitement adapté peut prendre du temps',
        'Les médicaments peuvent provoquer une somnolence ou des vertiges',
        'La douleur peut ne pas disparaître complètement ; l’objectif est souvent de la contrôler',
      ],
      postCare: [
        'Prenez vos médicaments en respectant exactement la prescription, et ne les arrêtez pas brutalement.',
        'Tenez votre carnet de la douleur à jour.',
        'Gardez des horaires réguliers de sommeil et de repas, et une activité physique douce.',
        'Signalez-nous les effets indésirables, comme une forte somnolence ou une éruption cutanée inhabituelle.',
        'Appelez la clinique si la douleur devient intense ou continue d’augmenter, ou en cas de gonflement, de fièvre, ou d’un engourdissement ou d’une faiblesse du visage nouvellement apparus.',
      ],
    },
    'facial-nerve-problems': {
      name: 'Atteintes des nerfs du visage',
      summary: 'La prise en charge de la paralysie faciale et des lésions des nerfs du visage.',
      cardLines: [
        'Prise en charge de la faiblesse du visage (paralysie faciale) et des lésions nerveuses.',
        'Une faiblesse soudaine du visage nécessite des soins médicaux urgents, car il peut s’agir d’un AVC.',
      ],
      secondary: {
        heading: 'AVC possible : rendez-vous immédiatement aux urgences',
        points: [
          'Un côté du visage qui s’affaisse',
          'Une faiblesse ou un engourdissement d’un bras ou d’une jambe',
          'Une parole pâteuse ou difficile à comprendre',
        ],
      },
      whatItIs: [
        'Le nerf facial commande les muscles du visage, ce qui vous permet de sourire et de fermer les yeux. La paralysie faciale est une faiblesse de ces muscles, en général d’un seul côté. Une cause fréquente est la paralysie de Bell (ou paralysie faciale a frigore), qui s’améliore souvent en quelques semaines à quelques mois. Les traumatismes, les interventions chirurgicales et les infections peuvent aussi abîmer les nerfs du visage.',
        'Consultez un médecin en urgence en cas de faiblesse soudaine du visage, car il peut s’agir d’un AVC. S’il s’agit d’une paralysie de Bell, les corticoïdes en comprimés sont plus efficaces lorsqu’ils sont commencés dans les 72 heures (3 jours) suivant les premiers signes. Une fois l’AVC écarté, le chirurgien prend en charge les lésions nerveuses et les faiblesses persistantes, souvent avec des neurologues, des ophtalmologues et des kinésithérapeutes.',
      ],
      reasons: [
        'Une faiblesse ou un affaissement d’un côté du visage',
        'Des difficultés à fermer un œil ou à garder les aliments dans la bouche',
        'Une blessure du visage qui a pu abîmer un nerf',
        'Un engourdissement de la lèvre, du menton ou de la langue après une chirurgie dentaire ou de la mâchoire',
      ],
      procedure: [
        {
          heading: 'Écarter un AVC',
          description: 'Une faiblesse soudaine est d’abord évaluée aux urgences d’un hôpital.',
        },
        {
          heading: 'Examen et analyses',
          description:
            'Le chirurgien examine les mouvements du visage, la fermeture des yeux et la sensibilité. Des examens des nerfs ou d’imagerie peuvent suivre.',
        },
        {
          heading: 'Traitement précoce',
          description:
            'Selon la cause, il peut comprendre des corticoïdes en comprimés, une protection de l’œil ou la réparation d’un nerf sectionné.',
        },
        {
          heading: 'Rééducation',
          description:
            'Des exercices du visage avec un kinésithérapeute aident à retrouver force et contrôle.',
        },
        {
          heading: 'Chirurgie des séquelles',
          description:
            'Si la faiblesse persiste, une chirurgie pour aider à fermer l’œil ou à sourire peut être envisagée.',
        },
      ],
      purpose: [
        'Trouver la cause de la faiblesse ou de l’engourdissement',
        'Protéger l’œil lorsqu’il ne peut pas se fermer complètement',
        'Aider les mouvements du visage à récupérer autant que possible',
      ],
      pros: [
        'Beaucoup de personnes atteintes de paralysie de Bell récupèrent en quelques semaines à quelques mois',
        'La réparation précoce d’un nerf sectionné améliore ses chances de récupération',
        'La kinésithérapie et les soins des yeux sont simples et comportent peu de risques',
      ],
      cons: [
        'La récupération nerveuse est lente et peut être incomplète',
        'Certaines personnes gardent une faiblesse ou des contractions involontaires',
        'La chirurgie des nerfs comporte des risques, comme l’infection, et peut devoir être renouvelée',
      ],
      postCare: [
        'Si votre œil ne se ferme pas complètement, utilisez des gouttes le jour et une pommade la nuit, et maintenez-le fermé la nuit avec un sparadrap si on vous le conseille.',
        'Faites vos exercices du visage chaque jour.',
        'Mâchez du côté le plus fort et rincez-vous la bouche après les repas.',
        'Faites attention aux aliments et aux boissons chauds si votre lèvre ou votre langue est engourdie.',
        'Appelez la clinique si votre œil devient rouge ou douloureux, ou en cas de fièvre, ou de douleur ou de gonflement importants ou qui augmentent. En cas de nouvelle faiblesse soudaine, rendez-vous immédiatement aux urgences.',
      ],
    },
  },
};

export default maxillofacialSurgery;
