export interface QuizQuestion {
  id: number;
  question: string;
  options: readonly [string, string, string, string];
  /** Index into options. */
  correctAnswer: number;
  explanation: string;
  /** What Kai says after a right answer. */
  turtleResponse: string;
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    question: 'You are caught in a rip current. What should you do?',
    options: [
      'Swim straight back to shore as hard as you can',
      'Swim parallel to the shore until you are out of the current',
      'Dive under the water and wait',
      'Wave and stay still without floating',
    ],
    correctAnswer: 1,
    explanation:
      'Rip currents pull you away from shore. Swimming parallel to the beach takes you out of the narrow current, then you can swim back in.',
    turtleResponse:
      'Totally right! Go sideways, not against the current, just like I ride the ocean currents.',
  },
  {
    id: 2,
    question: 'When are North Shore lifeguards on duty?',
    options: ['24 hours a day', 'Sunrise to sunset', '9am to 5:30pm', 'Only on weekends'],
    correctAnswer: 2,
    explanation:
      'Lifeguards staff the towers from 9am to 5:30pm. Outside those hours nobody is watching the water.',
    turtleResponse: 'Yes! Swim between 9am and 5:30pm, when the lifeguards can see you.',
  },
  {
    id: 3,
    question: 'What sunscreen protects you best in the Hawaiian sun?',
    options: ['SPF 8', 'SPF 15', 'SPF 30+ (reef-safe)', 'No sunscreen needed on cloudy days'],
    correctAnswer: 2,
    explanation:
      'Use SPF 30+ reef-safe sunscreen and seek shade from 10am to 2pm, when the sun is strongest.',
    turtleResponse: 'Right on! Reef-safe SPF 30+ keeps you and my coral home healthy.',
  },
  {
    id: 4,
    question: 'You see a Hawaiian green sea turtle (honu) resting on the beach. What do you do?',
    options: [
      'Touch its shell gently',
      'Stay at least 10 feet away and let it rest',
      'Pour water on it to help it back to the ocean',
      'Take a close-up selfie with it',
    ],
    correctAnswer: 1,
    explanation: 'Honu are protected. Keep at least 10 feet away and never touch, feed or disturb them.',
    turtleResponse: 'Mahalo! We honu need our rest after a long swim.',
  },
  {
    id: 5,
    question: 'Winter waves at Waimea Bay are big and the lifeguards posted warning signs. Should you swim?',
    options: [
      'Yes, if you are a strong swimmer',
      'Yes, but only near the rocks',
      'No, stay out of the water and watch from the beach',
      'Only if you bring a boogie board',
    ],
    correctAnswer: 2,
    explanation:
      'When in doubt, don’t go out. Winter surf on the North Shore can reach 30 feet and overwhelm anyone.',
    turtleResponse: 'Smart choice! Even I stay deep when the big swells roll in.',
  },
];

/** Kai's reply to a wrong answer. */
export const WRONG_ANSWER_RESPONSE = "Oops! Not quite. Let's learn this one together.";
