import type { CategoryText } from '../../../content/types';

const dentalTreatment: CategoryText<'dental-treatment'> = {
  title: 'Soins dentaires',
  description:
    'Les soins dentaires courants pour les adultes et les enfants : bilans, détartrage et obturations, mais aussi appareils orthodontiques, couronnes, prothèses amovibles et soins esthétiques.',
  intro: [
    'Des dents et des gencives en bonne santé vous permettent de manger, de parler et de sourire confortablement. Cette rubrique présente les soins dentaires généraux proposés à la clinique : en quoi consiste chacun d’eux, comment il se déroule, ses avantages et ses inconvénients, et comment prendre soin de vos dents ensuite.',
    'Chaque bouche est différente. Lors de la consultation, le dentiste examine vos dents et vos gencives, peut faire des radiographies, puis vous explique les solutions adaptées à votre cas et leurs limites. Vous pouvez poser toutes vos questions et prendre le temps de réfléchir avant le début de tout traitement.',
  ],
  points: [
    'Bilans dentaires, détartrage et traitement des maladies des gencives',
    'Obturations et traitements de canal pour conserver les dents abîmées',
    'Appareils orthodontiques et gouttières transparentes pour aligner les dents',
    'Couronnes, bridges et prothèses amovibles pour restaurer ou remplacer les dents',
    'Soins dentaires des enfants, dès la première dent',
    'Soins esthétiques comme le blanchiment, les facettes et les bijoux dentaires',
  ],
  groups: {},
  treatments: {
    'fillings-and-root-canals': {
      name: 'Obturations et traitements de canal',
      summary: 'Réparer les dents cariées et conserver les dents infectées.',
      cardLines: [
        'Une obturation (un « plombage ») répare une dent atteinte par une carie, une fêlure ou l’usure.',
        'Le traitement de canal retire la pulpe infectée afin de pouvoir conserver la dent.',
        'Les deux se font en général sous anesthésie locale ; la gêne est donc le plus souvent légère.',
      ],
      whatItIs: [
        'Une obturation répare une dent abîmée par une carie, une fêlure ou l’usure. La partie abîmée est retirée et la cavité est comblée, ce qui empêche la carie de progresser.',
        'Au centre de chaque dent se trouve la pulpe (la partie molle de la dent, qui contient les nerfs et les vaisseaux sanguins). Si des bactéries atteignent la pulpe, celle-ci peut s’infecter. Le traitement de canal (ou dévitalisation) consiste à retirer la pulpe, à nettoyer les canaux situés à l’intérieur des racines puis à les obturer, ce qui permet de conserver la dent.',
      ],
      reasons: [
        'Une cavité (un trou) due à une carie',
        'Une dent ébréchée ou fêlée, ou une obturation cassée',
        'Une douleur dentaire qui persiste, ou qui vous réveille la nuit',
        'Un abcès (une poche de pus) ou un gonflement près d’une dent',
      ],
      materials: [
        {
          name: 'Résine composite',
          description:
            'De la couleur de la dent, avec un aspect naturel. Elle dure souvent 5 à 10 ans, mais elle peut se colorer et s’user.',
        },
        {
          name: 'Ciment verre ionomère',
          description:
            'De la couleur de la dent, il libère un peu de fluor. Moins résistant, il convient aux dents de lait et aux obturations provisoires.',
        },
        {
          name: 'Amalgame (argent)',
          description:
            'Un alliage métallique résistant qui contient du mercure. Les obturations à l’amalgame (argent) durent en général 10 à 15 ans, mais elles se voient et sont habituellement évitées pendant la grossesse.',
        },
        {
          name: 'Or ou métal coulé',
          description:
            'Fabriqué en laboratoire et scellé lors d’une deuxième séance. C’est plus coûteux, mais les obturations en métal coulé (or) peuvent durer au moins 20 ans.',
        },
        {
          name: 'Céramique (porcelaine)',
          description:
            'Une obturation de la couleur de la dent, fabriquée en laboratoire. Elle résiste aux colorations, mais elle coûte plus cher et peut s’ébrécher.',
        },
      ],
      procedure: [
        {
          heading: 'Examen et radiographie',
          description:
            'Le dentiste examine la dent et peut faire une radiographie pour voir jusqu’où va la carie.',
        },
        {
          heading: 'Anesthésie locale',
          description:
            'La zone est endormie. Vous restez éveillé, et la gêne est en général légère.',
        },
        {
          heading: 'Élimination de la carie',
          description:
            'La carie est retirée. Pour un traitement de canal, la pulpe est retirée et les canaux sont nettoyés, parfois en deux séances ou plus.',
        },
        {
          heading: 'Obturation et scellement',
          description:
            'La cavité ou les canaux sont comblés et scellés, puis l’obturation est ajustée pour que vos dents s’emboîtent normalement.',
        },
        {
          heading: 'Couronne, si nécessaire',
          description:
            'Une dent dévitalisée est plus fragile ; une couronne (une coiffe qui recouvre la dent) est donc souvent conseillée.',
        },
      ],
      purpose: [
        'Empêcher la carie de progresser',
        'Soulager la douleur due à une pulpe infectée',
        'Conserver votre dent naturelle pour mâcher normalement',
      ],
      pros: [
        'Permet en général de conserver la dent naturelle',
        'Soulage les douleurs dentaires dues à une infection',
        'Les petites obturations se font souvent en une seule séance',
      ],
      cons: [
        'La dent peut être sensible ou douloureuse pendant quelques jours',
        'Les obturations s’usent avec le temps et peuvent devoir être remplacées',
        'Un traitement de canal peut demander plusieurs séances, et une couronne augmente le coût',
        'Rarement, l’infection revient et la dent doit être retraitée ou extraite',
      ],
      postCare: [
        'Ne mangez pas avant que l’effet de l’anesthésie ne se soit dissipé.',
        'Une légère sensibilité pendant quelques jours est fréquente ; un antalgique conseillé par votre dentiste peut vous soulager.',
        'Évitez les aliments durs sur une obturation provisoire, et brossez-vous les dents deux fois par jour avec un dentifrice fluoré.',
        'Appelez la clinique en cas de douleur forte ou qui augmente, de gonflement, de fièvre, ou si une obturation tombe.',
      ],
    },

    'braces-and-aligners': {
      name: 'Appareils orthodontiques et gouttières',
      summary: 'Aligner les dents et corriger l’occlusion.',
      cardLines: [
        'Les appareils orthodontiques et les gouttières transparentes déplacent lentement les dents vers une position plus favorable.',
        'Ils traitent les dents serrées, espacées ou de travers, ainsi que les défauts d’occlusion.',
        'Le traitement dure en général 1 à 3 ans environ, suivi du port d’une contention.',
      ],
      note: 'Portez votre contention comme on vous l’a conseillé, sinon les dents peuvent se déplacer de nouveau.',
      whatItIs: [
        'Le traitement orthodontique (qui aligne les dents et corrige l’occlusion) exerce une pression douce et continue pour déplacer les dents progressivement.',
        'L’appareil fixe se compose de petites attaches (les « bagues ») collées sur les dents et reliées par un fil fin. Les gouttières transparentes sont une série de gouttières amovibles en plastique, que vous changez toutes les 1 à 2 semaines. Le traitement convient aux enfants comme aux adultes dont les dents et les gencives sont en bonne santé.',
      ],
      reasons: [
        'Des dents serrées ou qui se chevauchent',
        'Des espaces entre les dents',
        'Des dents de devant du haut qui avancent',
        'Une supraclusion, une béance, un articulé croisé ou une occlusion inversée (des dents qui ne s’emboîtent pas bien)',
      ],
      types: [
        {
          name: 'Bagues métalliques',
          description:
            'Attaches et fils en acier. Solides, et en général l’option la moins coûteuse.',
        },
        {
          name: 'Bagues en céramique',
          description:
            'Des attaches de la couleur des dents, plus discrètes, mais qui peuvent se colorer.',
        },
        {
          name: 'Appareil lingual',
          description:
            'Collé derrière les dents, donc invisible, mais il peut gêner l’élocution au début.',
        },
        {
          name: 'Gouttières transparentes',
          description:
            'Des gouttières amovibles portées environ 22 heures par jour, pour les cas légers à modérés.',
        },
      ],
      procedure: [
        {
          heading: 'Bilan orthodontique',
          description:
            'Le dentiste examine vos dents et votre occlusion, et réalise des radiographies, des photographies et des empreintes, classiques ou numériques.',
        },
        {
          heading: 'Plan de traitement',
          description:
            'On vous présente les options et la durée probable. Il faut parfois extraire quelques dents pour faire de la place.',
        },
        {
          heading: 'Pose',
          description:
            'L’appareil est collé sur les dents, ou les gouttières vous sont remises avec leurs instructions.',
        },
        {
          heading: 'Rendez-vous de suivi',
          description:
            'Vous revenez toutes les 4 à 8 semaines pour les réglages ou pour de nouvelles gouttières.',
        },
        {
          heading: 'Contention',
          description:
            'À la fin du traitement, une contention maintient les dents en place. Elle est souvent portée la nuit, sur le long terme.',
        },
      ],
      purpose: [
        'Aligner les dents',
        'Améliorer la façon dont les dents se rencontrent pour mordre et mâcher',
        'Faciliter le nettoyage des dents',
      ],
      pros: [
        'Améliore à la fois l’aspect et la fonction des dents',
        'Convient aux enfants comme aux adultes',
        'Des solutions plus discrètes existent',
      ],
      cons: [
        'Dure des mois, voire des années, avec des rendez-vous réguliers',
        'Les dents sont douloureuses quelques jours après la pose et après chaque réglage',
        'Un mauvais nettoyage autour des attaches peut laisser des taches blanches ou des caries',
        'Les gouttières ne sont efficaces que si vous les portez la plus grande partie de la journée',
      ],
      postCare: [
        'Brossez autour des attaches après chaque repas et utilisez de petites brossettes interdentaires.',
        'Évitez les aliments durs, collants et difficiles à mâcher, comme les fruits à coque et les caramels.',
        'Retirez vos gouttières pour manger ou pour boire autre chose que de l’eau.',
        'La douleur disparaît en général en 2 à 3 jours ; une alimentation molle peut aider.',
        'Appelez la clinique si une attache ou un fil se casse, si un fil blesse votre joue, ou si la douleur est forte ou augmente.',
      ],
    },

    'crowns-and-bridges': {
      name: 'Couronnes et bridges',
      summary:
        'Des coiffes pour les dents abîmées et des remplacements fixes pour les dents manquantes.',
      cardLines: [
        'Une couronne est une coiffe qui recouvre et protège une dent fragilisée ou cassée.',
        'Un bridge remplace des dents manquantes en prenant appui sur les dents situées de part et d’autre de l’espace.',
      ],
      whatItIs: [
        'Une couronne est une coiffe en forme de dent qui recouvre la partie visible d’une dent. On y a recours lorsqu’une dent est trop abîmée pour une simple obturation. La dent est légèrement réduite, puis la couronne est scellée par-dessus.',
        'Un bridge comble un espace avec une fausse dent reliée à des couronnes posées sur les dents voisines ou sur des implants. Bien entretenus, les couronnes et les bridges durent souvent 10 à 15 ans.',
      ],
      reasons: [
        'Une dent avec une grosse obturation ou une carie étendue',
        'Une dent fêlée, ou une dent qui a eu un traitement de canal',
        'Une dent très colorée ou de forme irrégulière',
        'Une ou quelques dents manquantes, avec des dents saines de chaque côté de l’espace',
      ],
      types: [
        {
          name: 'Bridge classique',
          description:
            'Une fausse dent maintenue par des couronnes posées sur les dents de chaque côté de l’espace.',
        },
        {
          name: 'Bridge collé (type Maryland)',
          description:
            'Une fausse dent maintenue par de fines ailettes collées derrière les dents voisines. Il demande peu de fraisage, mais il peut se décoller.',
        },
      ],
      materials: [
        {
          name: 'Céramo-métallique',
          description:
            'Une armature en métal recouverte de porcelaine. Elle est solide, mais un liseré gris peut apparaître au bord de la gencive avec le temps.',
        },
        {
          name: 'Tout céramique (zircone ou vitrocéramique)',
          description: 'Sans métal et de la couleur des dents, avec un aspect naturel.',
        },
        {
          name: 'Or ou autres alliages métalliques',
          description:
            'Très résistant, mais pas de la couleur des dents ; il est donc surtout utilisé pour les dents du fond.',
        },
      ],
      procedure: [
        {
          heading: 'Examen',
          description:
            'Le dentiste examine la dent, les gencives et votre occlusion, et fait des radiographies.',
        },
        {
          heading: 'Préparation de la dent',
          description:
            'Sous anesthésie locale, la dent, ou les dents de part et d’autre de l’espace, sont taillées.',
        },
        {
          heading: 'Couronne provisoire',
          description:
            'Une couronne provisoire protège la dent pendant 1 à 2 semaines, le temps que le laboratoire fabrique la couronne finale.',
        },
        {
          heading: 'Pose',
          description: 'La couronne ou le bridge final est contrôlé, ajusté puis scellé.',
        },
      ],
      purpose: [
        'Protéger et renforcer une dent fragilisée',
        'Remplacer des dents manquantes',
        'Rétablir la mastication, l’élocution et l’esthétique',
      ],
      pros: [
        'Fixe : rien à retirer',
        'Peut avoir l’aspect et les sensations de dents naturelles',
        'Durable avec un bon entretien',
      ],
      cons: [
        'Une partie de la dent saine est retirée',
        'Les dents peuvent être sensibles pendant quelques semaines',
        'Une carie peut encore apparaître au bord d’une couronne',
        'Les couronnes peuvent s’ébrécher ou se desceller, et doivent être remplacées au bout de quelques années',
      ],
      postCare: [
        'Évitez les aliments collants ou durs sur une couronne provisoire.',
        'Nettoyez chaque jour sous le bridge avec un passe-fil ou des brossettes interdentaires.',
        'Ne croquez pas de glaçons, d’os ni de noix de bétel, et n’ouvrez pas d’emballages avec les dents.',
        'Appelez la clinique si une couronne bouge ou tombe, si elle vous semble trop haute quand vous serrez les dents, ou en cas de douleur ou de gonflement importants.',
      ],
    },

    dentures: {
      name: 'Prothèses dentaires amovibles',
      summary:
        'Des fausses dents amovibles pour remplacer une partie ou la totalité des dents manquantes.',
      cardLines: [
        'Une prothèse amovible est un appareil de fausses dents, fabriqué sur mesure pour votre bouche.',
        'Une prothèse complète remplace toutes les dents d’une mâchoire ; une prothèse partielle comble les espaces.',
      ],
      whatItIs: [
        'Une prothèse amovible est une plaque sur laquelle sont fixées des fausses dents, et que l’on peut retirer. Elle repose sur les gencives ; une prothèse partielle est aussi retenue par de petits crochets sur vos dents naturelles.',
        'Après la perte des dents, les gencives et l’os se résorbent lentement : la prothèse peut donc nécessiter un rebasage (une nouvelle surface d’appui) ou un remplacement au bout de quelques années. Il faut en général quelques semaines pour s’habituer à une nouvelle prothèse.',
      ],
      reasons: [
        'L’absence de toutes les dents sur une mâchoire ou sur les deux',
        'Plusieurs dents manquantes, lorsqu’un bridge n’est pas possible',
        'Des difficultés à mâcher ou à parler',
        'Lorsque les implants ne conviennent pas ou ne sont pas souhaités',
      ],
      types: [
        {
          name: 'Prothèse complète',
          description: 'Remplace toutes les dents de la mâchoire du haut ou du bas.',
        },
        {
          name: 'Prothèse partielle',
          description: 'Remplace certaines dents et s’accroche aux dents naturelles restantes.',
        },
        {
          name: 'Prothèse immédiate',
          description:
            'Posée le jour même de l’extraction des dents, puis rebasée après la cicatrisation.',
        },
      ],
      materials: [
        {
          name: 'Résine acrylique',
          description:
            'Une base en plastique couleur gencive. Elle coûte moins cher et se retouche ou se répare facilement.',
        },
        {
          name: 'Chrome-cobalt',
          description:
            'Une armature métallique fine et solide pour les prothèses partielles. Moins encombrante que la résine, mais plus coûteuse.',
        },
        {
          name: 'Nylon souple',
          description:
            'Une prothèse partielle flexible, sans crochets métalliques. Elle est plus difficile à retoucher ou à réparer.',
        },
      ],
      procedure: [
        {
          heading: 'Examen',
          description:
            'Le dentiste examine vos gencives, vos dents et vos mâchoires, et traite d’abord les éventuels problèmes.',
        },
        {
          heading: 'Empreintes',
          description: 'Des empreintes de votre bouche sont prises pour le laboratoire dentaire.',
        },
        {
          heading: 'Occlusion et choix des dents',
          description:
            'La position de vos mâchoires est enregistrée, puis la taille, la forme et la teinte des dents sont choisies.',
        },
        {
          heading: 'Essayage',
          description:
            'Une prothèse d’essai en cire vous permet de vérifier l’aspect et l’ajustement avant la finition.',
        },
        {
          heading: 'Pose et contrôle',
          description:
            'La prothèse est posée et ajustée, et les points douloureux sont retouchés lors d’un rendez-vous de contrôle.',
        },
      ],
      purpose: [
        'Rétablir la mastication et l’élocution',
        'Soutenir les lèvres et les joues',
        'Empêcher les dents restantes de se déplacer vers les espaces vides',
      ],
      pros: [
        'Aucune chirurgie nécessaire',
        'Moins coûteuse que les implants',
        'Facile à réparer, et on peut y ajouter des dents',
      ],
      cons: [
        'Peut sembler encombrante au début',
        'Les points douloureux sont fréquents les premières semaines',
        'Peut bouger pendant les repas, surtout la prothèse du bas',
        'Doit être rebasée ou remplacée à mesure que les gencives se résorbent',
      ],
      postCare: [
        'Commencez par des aliments mous coupés en petits morceaux.',
        'Nettoyez votre prothèse chaque jour avec une brosse souple et du savon ou un produit nettoyant pour prothèses, pas avec du dentifrice.',
        'Retirez-la la nuit et conservez-la dans l’eau, sauf avis contraire.',
        'Faites un contrôle au moins une fois par an.',
        'Appelez la clinique si un point douloureux ne guérit pas en quelques jours, si la prothèse se casse, ou si une plaie dans la bouche dure plus de 2 semaines.',
      ],
    },

    'cleaning-and-gum-disease': {
      name: 'Détartrage et soins des gencives',
      summary: 'Détartrage, polissage et traitement des maladies des gencives.',
      cardLines: [
        'Le détartrage et le polissage éliminent la plaque et le tartre que le brossage ne peut pas enlever.',
        'Ils aident à prévenir et à traiter les maladies des gencives, une cause fréquente de perte des dents.',
      ],
      note: 'Des gencives qui saignent, ce n’est pas normal. Continuez à vous brosser les dents en douceur et prenez rendez-vous pour un contrôle.',
      whatItIs: [
        'La plaque dentaire est une couche collante de bactéries qui se forme chaque jour sur les dents. Si elle n’est pas éliminée, elle durcit et se transforme en tartre, qui irrite les gencives. Le détartrage élimine la plaque et le tartre, et le polissage lisse les dents et enlève les taches.',
        'La gingivite est le premier stade de la maladie des gencives : les gencives sont rouges, gonflées et saignent facilement. Elle est réversible. Sans traitement, elle peut évoluer en parodontite : les gencives et l’os qui soutient les dents disparaissent peu à peu, et les dents peuvent devenir mobiles.',
      ],
      reasons: [
        'Des gencives qui saignent, rouges ou gonflées',
        'Une mauvaise haleine qui ne passe pas',
        'Du tartre ou des taches dus au thé, au café, au tabac ou au paan (chique de bétel)',
        'Des dents qui semblent bouger',
        'Un entretien régulier tous les 6 à 12 mois',
      ],
      types: [
        {
          name: 'Détartrage et polissage',
          description:
            'Un nettoyage de routine au-dessus et juste en dessous de la gencive, en général en une séance.',
        },
        {
          name: 'Nettoyage en profondeur (surfaçage radiculaire)',
          description:
            'Le nettoyage des racines au fond des poches gingivales pour traiter la parodontite, sous anesthésie locale, souvent en 2 séances ou plus.',
        },
      ],
      procedure: [
        {
          heading: 'Examen des gencives',
          description:
            'Le dentiste mesure l’espace entre les gencives et les dents, et peut faire des radiographies.',
        },
        {
          heading: 'Détartrage',
          description:
            'Un détartreur à ultrasons (un instrument qui vibre, avec un jet d’eau) et des instruments manuels éliminent le tartre.',
        },
        {
          heading: 'Polissage',
          description:
            'Les dents sont polies pour enlever les taches et laisser une surface lisse.',
        },
        {
          heading: 'Conseils et contrôle',
          description:
            'On vous montre comment nettoyer vos dents, et vos gencives sont réexaminées plus tard.',
        },
      ],
      purpose: [
        'Supprimer la cause de la maladie des gencives',
        'Faire régresser la gingivite et stabiliser la parodontite',
        'Rafraîchir l’haleine et enlever les taches',
      ],
      pros: [
        'Rapide et en général bien toléré',
        'Empêche de nombreux problèmes de gencives de s’aggraver',
        'Les dents sont lisses et propres',
      ],
      cons: [
        'Les gencives peuvent saigner et être sensibles pendant un jour ou deux',
        'Les dents peuvent être sensibles pendant quelques jours',
        'De petits espaces peuvent apparaître quand le gonflement diminue',
        'L’os perdu ne repousse pas : la parodontite demande donc un suivi continu',
      ],
      postCare: [
        'Brossez-vous les dents deux fois par jour avec une brosse souple et un dentifrice fluoré.',
        'Nettoyez chaque jour entre vos dents avec du fil dentaire ou des brossettes interdentaires.',
        'Utilisez si besoin un dentifrice pour dents sensibles.',
        'Évitez de fumer et de chiquer du tabac, qui abîment les gencives.',
        'Appelez la clinique si le saignement ne s’arrête pas, si vos gencives gonflent, si vous avez de la fièvre, ou si la douleur est forte ou augmente.',
      ],
    },

    'childrens-dentistry': {
      name: 'Soins dentaires des enfants',
      summary: 'Les soins dentaires des bébés, des enfants et des adolescents.',
      cardLines: [
        'Des contrôles réguliers aident à garder en bonne santé les dents de lait et les nouvelles dents adultes.',
        'Les soins comprennent le vernis fluoré, le scellement des sillons et des conseils sur l’alimentation et le brossage.',
      ],
      note: 'Si une dent adulte est expulsée lors d’un choc, tenez-la par la couronne (la partie blanche), ne frottez pas la racine, conservez-la dans du lait et faites-vous examiner dans les 60 minutes : venez à la clinique ou, si elle est fermée, allez aux urgences les plus proches. Une dent de lait expulsée n’est jamais remise en place.',
      secondary: {
        heading: 'Quand amener votre enfant',
        points: [
          'Avant son premier anniversaire, ou dès l’apparition de sa première dent',
          'Tous les 6 mois, ou selon les conseils du dentiste',
          'Le plus tôt possible après un choc sur les dents',
        ],
      },
      whatItIs: [
        'La dentisterie pédiatrique (ou pédodontie) regroupe les soins dentaires de la petite enfance à l’adolescence. Elle vise à prévenir les caries, à traiter les problèmes tôt et à installer de bonnes habitudes.',
        'Les dents de lait comptent. Elles aident l’enfant à mâcher et à parler, et elles gardent la place des dents adultes. Une carie sur une dent de lait peut provoquer des douleurs et une infection.',
      ],
      reasons: [
        'Des contrôles réguliers dès la première dent',
        'Une carie, une douleur dentaire ou un gonflement',
        'Des dents ébréchées ou qui ont subi un choc',
        'La succion du pouce ou un problème d’occlusion',
      ],
      types: [
        {
          name: 'Vernis fluoré',
          description:
            'Un vernis appliqué au pinceau sur les dents pour renforcer l’émail (la couche extérieure dure de la dent).',
        },
        {
          name: 'Scellement des sillons',
          description: 'Un fin revêtement qui ferme les sillons profonds des dents du fond.',
        },
        {
          name: 'Obturations et traitement de la pulpe',
          description:
            'La réparation des dents de lait cariées, parfois avec une petite couronne en acier inoxydable.',
        },
        {
          name: 'Mainteneurs d’espace',
          description:
            'Un petit appareil qui garde un espace ouvert lorsqu’une dent de lait est perdue trop tôt.',
        },
      ],
      procedure: [
        {
          heading: 'Un début en douceur',
          description:
            'La première visite est courte. Les jeunes enfants peuvent s’asseoir sur les genoux d’un parent.',
        },
        {
          heading: 'Examen',
          description:
            'Le dentiste examine les dents, les gencives et l’occlusion. Des radiographies ne sont faites qu’en cas de besoin.',
        },
        {
          heading: 'Prévention',
          description:
            'Les dents sont nettoyées, et un vernis ou un scellement des sillons peut être appliqué.',
        },
        {
          heading: 'Soins et conseils',
          description:
            'Les soins sont expliqués avec des mots simples, et vous recevez des conseils sur le brossage et l’alimentation.',
        },
      ],
      purpose: [
        'Prévenir les caries',
        'Dépister et traiter les problèmes tôt',
        'Aider les enfants à se sentir à l’aise chez le dentiste',
      ],
      pros: [
        'Les soins de prévention sont rapides et ne nécessitent aucun fraisage',
        'Un traitement précoce est plus simple et moins coûteux',
        'Aide les enfants à prendre de bonnes habitudes',
      ],
      cons: [
        'Certains enfants sont anxieux et ont besoin de plusieurs visites',
        'Les scellements et les obturations peuvent s’user et devoir être réparés',
        'Les résultats dépendent du brossage et de l’alimentation à la maison',
        'Des soins importants peuvent nécessiter une sédation ou une anesthésie générale',
      ],
      postCare: [
        'Brossez les dents de votre enfant deux fois par jour avec un dentifrice fluoré : une trace de dentifrice avant 3 ans, l’équivalent d’un petit pois de 3 à 6 ans.',
        'Surveillez le brossage jusqu’à l’âge de 7 ou 8 ans environ.',
        'Limitez les en-cas et les boissons sucrés, surtout au coucher.',
        'Après une anesthésie locale, empêchez votre enfant de mordiller sa lèvre ou sa joue encore endormie.',
        'Appelez la clinique si votre enfant a mal aux dents, un gonflement, de la fièvre ou un saignement qui ne s’arrête pas, ou après un choc sur les dents.',
      ],
    },

    'dental-x-rays': {
      name: 'Radiographies dentaires',
      summary: 'Des images qui montrent ce qu’un examen ne permet pas de voir.',
      cardLines: [
        'Les radiographies montrent les caries entre les dents, les infections au bout des racines et le niveau de l’os.',
        'La dose de rayons X est faible. Signalez au dentiste si vous êtes enceinte ou pourriez l’être.',
      ],
      whatItIs: [
        'Une radiographie dentaire est une image des dents et des mâchoires obtenue avec une petite quantité de rayonnement. Elle montre des problèmes invisibles à l’examen de la bouche, comme une carie entre deux dents ou une infection à l’extrémité d’une racine.',
        'La dose de rayonnement des radiographies dentaires est faible : quelques petits clichés correspondent à peu près à une journée de rayonnement naturel. Les radiographies ne sont réalisées qu’en cas de besoin. Signalez au dentiste si vous êtes enceinte ou pourriez l’être.',
      ],
      reasons: [
        'Dépister des caries cachées',
        'Contrôler les racines et rechercher une infection',
        'Mesurer la perte osseuse en cas de maladie des gencives',
        'Préparer un traitement orthodontique, la pose d’implants, l’extraction d’une dent de sagesse ou une autre chirurgie',
      ],
      types: [
        {
          name: 'Cliché rétro-coronaire',
          description: 'Montre les dents du fond, pour repérer les caries situées entre elles.',
        },
        {
          name: 'Cliché rétro-alvéolaire',
          description: 'Montre une ou deux dents entières, racines comprises.',
        },
        {
          name: 'Panoramique dentaire (OPG)',
          description: 'Une seule image large de toutes les dents et des deux mâchoires.',
        },
        {
          name: 'Tomographie volumique à faisceau conique (CBCT)',
          description:
            'Un examen en 3D pour préparer la pose d’implants et la chirurgie. Sa dose est plus élevée : il n’est donc utilisé qu’en cas de besoin.',
        },
      ],
      procedure: [
        {
          heading: 'Préparation',
          description:
            'Signalez au dentiste si vous êtes enceinte ou pourriez l’être, et retirez boucles d’oreilles, lunettes et autres objets métalliques.',
        },
        {
          heading: 'Mise en place',
          description:
            'Un petit capteur est placé dans votre bouche, ou vous vous tenez devant l’appareil panoramique en mordant sur une cale.',
        },
        {
          heading: 'Prise du cliché',
          description: 'Vous restez immobile quelques secondes pendant la prise de l’image.',
        },
        {
          heading: 'Résultats',
          description: 'Le dentiste vous montre l’image et vous explique ce qu’elle signifie.',
        },
      ],
      purpose: [
        'Dépister les problèmes tôt, souvent avant qu’ils ne fassent mal',
        'Planifier le traitement',
        'Contrôler la cicatrisation après un traitement',
      ],
      pros: [
        'Rapide et en général confortable',
        'Faible dose de rayonnement',
        'Révèle ce qui est invisible à l’examen',
      ],
      cons: [
        'Une petite dose de rayonnement, et les doses s’additionnent au cours de la vie',
        'Le capteur peut provoquer des haut-le-cœur chez certaines personnes',
        'Des problèmes à un stade très précoce peuvent ne pas être visibles',
      ],
      postCare: [
        'Aucun soin particulier n’est nécessaire ; vous pouvez reprendre immédiatement vos activités habituelles.',
        'Apportez vos radiographies récentes faites lors de précédentes visites chez le dentiste, pour éviter de les refaire.',
        'Suivez le plan de traitement établi à partir des résultats.',
        'Appelez la clinique en cas de nouvelle douleur, de gonflement, de fièvre ou de saignement pendant que vous attendez votre traitement.',
      ],
    },

    'cosmetic-dentistry': {
      name: 'Dentisterie esthétique',
      summary: 'Des soins qui améliorent la couleur, la forme et l’alignement de vos dents.',
      cardLines: [
        'La dentisterie esthétique améliore l’aspect de vos dents et de votre sourire.',
        'Parmi les options : blanchiment, collage de composite, facettes, couronnes et remodelage des gencives.',
      ],
      whatItIs: [
        'La dentisterie esthétique regroupe les soins qui modifient la couleur, la forme, la taille ou l’alignement des dents. Certains, comme le blanchiment, sont réversibles. D’autres, comme les facettes, retirent une partie de la surface de la dent et sont irréversibles.',
        'Les caries et les maladies des gencives sont traitées en premier. Le dentiste peut utiliser des photographies ou une maquette (un essai de la nouvelle forme) pour que vous puissiez discuter du résultat probable avant le traitement.',
      ],
      reasons: [
        'Des dents tachées ou colorées',
        'Des dents ébréchées, usées ou irrégulières',
        'De petits espaces entre les dents',
        'Un « sourire gingival » ou une ligne de gencive irrégulière',
        'D’anciennes obturations dont la teinte ne correspond plus',
      ],
      types: [
        {
          name: 'Collage de composite',
          description:
            'Une résine de la couleur des dents est ajoutée pour réparer des éclats ou fermer des espaces, souvent en une seule séance.',
        },
        {
          name: 'Facettes',
          description: 'De fines coques collées sur la face avant des dents.',
        },
        {
          name: 'Blanchiment dentaire',
          description: 'Un gel de blanchiment éclaircit la teinte naturelle des dents.',
        },
        {
          name: 'Remodelage des gencives',
          description:
            'Le contour des gencives est redessiné au laser ou par une petite intervention chirurgicale.',
        },
      ],
      procedure: [
        {
          heading: 'Première consultation',
          description:
            'Vous expliquez ce que vous souhaitez changer, et le dentiste examine vos dents, vos gencives et votre occlusion.',
        },
        {
          heading: 'Planification',
          description:
            'Des photographies, des empreintes numériques ou une maquette vous aident à visualiser le projet et à le valider.',
        },
        {
          heading: 'Traitement',
          description:
            'Le soin choisi est réalisé en une ou plusieurs séances, sous anesthésie locale si nécessaire.',
        },
        {
          heading: 'Contrôle',
          description: 'Le dentiste vérifie le résultat et votre occlusion.',
        },
      ],
      purpose: [
        'Améliorer la couleur et la forme des dents',
        'Réparer des dents ébréchées ou usées',
        'Vous aider à vous sentir à l’aise quand vous souriez',
      ],
      pros: [
        'Des solutions allant du plus simple au plus complexe',
        'Certaines ne demandent que peu ou pas de fraisage',
        'Un projet établi selon vos souhaits',
      ],
      cons: [
        'Les résultats varient d’une personne à l’autre',
        'Certains soins sont irréversibles',
        'Le composite et les facettes peuvent se colorer ou s’ébrécher',
        'L’entretien et les remplacements augmentent le coût avec le temps',
      ],
      postCare: [
        'Brossez-vous les dents deux fois par jour et nettoyez chaque jour entre vos dents.',
        'Limitez le thé, le café, le tabac et le paan, qui tachent les dents.',
        'Ne vous rongez pas les ongles, et ne mordillez ni stylos ni glaçons.',
        'Faites régulièrement vos contrôles et vos détartrages.',
        'Appelez la clinique si une dent devient très sensible ou douloureuse, si quelque chose s’ébrèche ou se décolle, ou si vos dents ne s’emboîtent plus comme avant.',
      ],
    },

    veneers: {
      name: 'Facettes dentaires',
      summary: 'De fines coques de la couleur des dents qui recouvrent leur face avant.',
      cardLines: [
        'Les facettes sont de fines coques collées sur la face avant des dents.',
        'Elles modifient la couleur et la forme des dents, et masquent les éclats ou les petits espaces.',
      ],
      secondary: {
        heading: 'Quand les facettes peuvent ne pas convenir',
        points: [
          'En cas de caries ou de maladie des gencives, tant qu’elles ne sont pas traitées',
          'Chez les personnes qui grincent fortement des dents',
          'En cas de dents très mal alignées, pour lesquelles un appareil orthodontique peut être plus adapté',
        ],
      },
      whatItIs: [
        'Une facette est une fine couche de porcelaine ou de composite collée sur la face avant d’une dent, un peu comme un faux ongle. Elle modifie l’aspect de la dent.',
        'On retire en général d’abord une fine couche d’émail (la couche extérieure dure de la dent). Ce geste est irréversible : la dent devra toujours rester recouverte.',
      ],
      reasons: [
        'Des taches que le blanchiment ne peut pas éclaircir',
        'Des dents de devant ébréchées ou usées',
        'De petits espaces entre les dents de devant',
        'Des dents légèrement irrégulières ou mal formées',
      ],
      materials: [
        {
          name: 'Porcelaine',
          description:
            'Fabriquée en laboratoire. Elle résiste aux taches et dure souvent 10 à 15 ans, mais elle coûte plus cher.',
        },
        {
          name: 'Résine composite',
          description:
            'Modelée directement sur la dent en une séance. Elle coûte moins cher, mais se tache et s’ébrèche plus facilement, et dure environ 5 à 7 ans.',
        },
      ],
      procedure: [
        {
          heading: 'Planification',
          description: 'Le dentiste examine vos dents et choisit avec vous la teinte et la forme.',
        },
        {
          heading: 'Préparation',
          description: 'Une fine couche d’émail est retirée, sous anesthésie locale si nécessaire.',
        },
        {
          heading: 'Fabrication des facettes',
          description:
            'Le composite est modelé sur la dent. Les facettes en porcelaine sont fabriquées à partir d’une empreinte classique ou numérique, et des facettes provisoires sont portées pendant 1 à 2 semaines.',
        },
        {
          heading: 'Collage',
          description:
            'Les facettes sont contrôlées, collées sur les dents et durcies à la lumière.',
        },
      ],
      purpose: [
        'Améliorer la couleur et la forme des dents de devant',
        'Masquer les éclats, les taches et les petits espaces',
        'Obtenir un sourire plus harmonieux',
      ],
      pros: [
        'Peuvent avoir un aspect naturel',
        'La porcelaine résiste aux taches',
        'On retire moins de tissu dentaire que pour une couronne',
      ],
      cons: [
        'Le retrait de l’émail est irréversible',
        'Les dents peuvent être sensibles au chaud et au froid pendant un certain temps',
        'Les facettes peuvent s’ébrécher ou se décoller, et doivent être remplacées avec le temps',
        'Un coût élevé, surtout pour plusieurs dents',
      ],
      postCare: [
        'Brossez-vous les dents deux fois par jour et nettoyez chaque jour entre vos dents.',
        'Ne mordez pas vos ongles, des stylos, des glaçons ou des os avec vos dents de devant.',
        'Portez une gouttière de nuit si vous grincez des dents.',
        'Limitez les aliments et les boissons qui tachent, surtout avec des facettes en composite.',
        'Appelez la clinique si une facette s’ébrèche, bouge ou se décolle, ou si la douleur ou la sensibilité est forte ou augmente.',
      ],
    },

    'teeth-whitening': {
      name: 'Blanchiment dentaire',
      summary: 'Éclaircir la couleur naturelle des dents.',
      cardLines: [
        'Le blanchiment éclaircit de quelques teintes la couleur naturelle des dents.',
        'Le blanchiment à la clinique dure environ 30 à 90 minutes.',
        'Il ne modifie pas la couleur des obturations, des couronnes ni des facettes.',
      ],
      secondary: {
        heading: 'Quand le blanchiment peut ne pas convenir',
        points: [
          'Pendant la grossesse ou l’allaitement',
          'Chez les enfants et les adolescents',
          'En cas de caries non traitées, de maladie des gencives ou de dents très sensibles',
        ],
      },
      whatItIs: [
        'Le blanchiment dentaire utilise un gel à base de peroxyde qui décompose les taches présentes dans la surface de la dent. Il n’agit que sur les dents naturelles, pas sur les obturations, les couronnes ni les facettes.',
        'Le blanchiment doit être réalisé ou encadré par un dentiste. Les résultats varient et s’estompent en quelques mois à 3 ans environ, selon l’alimentation et les habitudes.',
      ],
      reasons: [
        'Des dents qui ont jauni avec l’âge',
        'Des taches dues au thé, au café, au tabac ou au paan',
        'Une légère coloration des dents',
        'Une dent qui a foncé après un traitement de canal',
      ],
      types: [
        {
          name: 'Blanchiment à la clinique',
          description:
            'Un gel plus concentré est appliqué par le dentiste, les gencives étant protégées. La séance dure environ 30 à 90 minutes.',
        },
        {
          name: 'Blanchiment à domicile',
          description:
            'Vous portez chez vous des gouttières sur mesure avec un gel plus doux, en général pendant 1 à 2 semaines.',
        },
      ],
      procedure: [
        {
          heading: 'Bilan',
          description:
            'Le dentiste examine vos dents et vos gencives, traite les éventuels problèmes et note la teinte de départ.',
        },
        {
          heading: 'Protection des gencives',
          description: 'Une barrière protectrice est posée sur les gencives.',
        },
        {
          heading: 'Application du gel',
          description:
            'Le gel est appliqué en une ou plusieurs fois. La séance dure environ 30 à 90 minutes.',
        },
        {
          heading: 'Contrôle',
          description:
            'La nouvelle teinte est vérifiée. Pour le blanchiment à domicile, on vous montre comment utiliser les gouttières.',
        },
      ],
      purpose: [
        'Éclaircir des dents tachées ou jaunies',
        'Obtenir une teinte plus lumineuse et plus homogène',
        'Préparer la pose de couronnes ou de facettes neuves, assorties à la nouvelle teinte',
      ],
      pros: [
        'Ni fraisage ni retrait de la surface de la dent',
        'Des résultats rapides avec le blanchiment à la clinique',
        'Peut être renouvelé pour entretenir le résultat',
      ],
      cons: [
        'Les dents sont souvent sensibles pendant un jour ou deux',
        'Les gencives peuvent être irritées si le gel les touche',
        'Les résultats varient et s’estompent : des séances d’entretien sont donc nécessaires',
        'Un usage excessif peut abîmer les gencives et la surface des dents',
      ],
      postCare: [
        'Pendant 48 heures, évitez le thé, le café, les sodas au cola, les currys au curcuma et les autres aliments et boissons très colorés.',
        'Évitez de fumer et de consommer du tabac.',
        'Utilisez si besoin un dentifrice pour dents sensibles.',
        'Utilisez le gel à domicile en respectant exactement les instructions.',
        'Appelez la clinique si la sensibilité est forte ou dure plus de quelques jours, ou si vos gencives deviennent douloureuses ou présentent des cloques.',
      ],
    },

    'tooth-jewellery': {
      name: 'Bijoux dentaires',
      summary: 'Une petite pierre collée à la surface d’une dent.',
      cardLines: [
        'Un petit cristal ou une petite pierre est fixé sur la face avant d’une dent avec une colle dentaire.',
        'Aucun fraisage n’est nécessaire, et le dentiste peut le retirer plus tard.',
      ],
      note: 'Un bijou dentaire ne doit être posé que sur une dent saine, avec des pierres conçues pour un usage dentaire.',
      whatItIs: [
        'Un bijou dentaire est un petit cristal, une petite pierre ou un motif en or collé sur la face avant d’une dent. C’est un choix esthétique, sans bénéfice pour la santé.',
        'Il est fixé avec le même type de colle que les obturations de la couleur des dents, sans fraisage. Il reste en général en place de plusieurs mois à quelques années, et il peut se détacher tout seul : il existe donc un petit risque de l’avaler.',
      ],
      reasons: [
        'L’envie d’une petite décoration que l’on peut retirer',
        'Une occasion particulière, comme un mariage ou une fête',
        'L’envie d’essayer un nouveau style sans modifier la dent',
        'Des dents et des gencives saines et bien entretenues',
      ],
      procedure: [
        {
          heading: 'Bilan',
          description:
            'Le dentiste vérifie que la dent est saine, et vous choisissez la pierre et son emplacement.',
        },
        {
          heading: 'Préparation de la dent',
          description:
            'La dent est nettoyée, et un gel doux est appliqué sur une petite zone pour aider la colle à adhérer.',
        },
        {
          heading: 'Collage de la pierre',
          description:
            'La pierre est posée sur un peu de colle, que l’on durcit avec une lumière bleue. Aucune piqûre n’est nécessaire.',
        },
        {
          heading: 'Vérification finale',
          description:
            'Le dentiste lisse les éventuelles aspérités et vérifie que la pierre ne frotte pas contre votre lèvre.',
        },
      ],
      purpose: [
        'Décorer une dent',
        'Modifier votre sourire de façon réversible',
        'Exprimer votre style personnel',
      ],
      pros: [
        'Ni fraisage ni piqûre',
        'Une pose rapide',
        'Peut être retiré par le dentiste quand vous le souhaitez',
      ],
      cons: [
        'La plaque peut s’accumuler autour de la pierre et provoquer des taches ou des caries',
        'La pierre peut se détacher et risque d’être avalée',
        'Elle peut frotter contre la lèvre au début',
        'Le retrait peut laisser une légère marque qui nécessite un polissage',
      ],
      postCare: [
        'Évitez les aliments durs ou collants sur cette dent pendant le reste de la journée.',
        'Brossez doucement autour de la pierre deux fois par jour.',
        'Ne touchez pas à la pierre et n’essayez pas de la retirer vous-même.',
        'Si la pierre se détache, conservez-la et prenez rendez-vous si vous souhaitez la faire reposer.',
        'Appelez la clinique si la dent devient sensible ou douloureuse, ou si la gencive autour gonfle. Si la pierre a pu passer dans les voies respiratoires et que vous toussez ou avez du mal à respirer, consultez un médecin en urgence.',
      ],
    },
  },
};

export default dentalTreatment;
