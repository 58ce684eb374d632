/**
 * English messages, in ICU MessageFormat. The Japanese catalogue must have every key (a type check and
 * `catalogues.test.ts` both fail otherwise). Hawaiian place names stay as they are in both.
 */
const en = {
  // The switch names the other language in that language, so its readers find it.
  'language.switch': '日本語',
  'language.switchTo': 'ja',
  'language.current': 'English',

  'common.close': 'Close',

  'hazard.level.unknown': 'Unknown',
  'hazard.level.caution': 'Caution',
  'hazard.level.high': 'High hazard',
  'hazard.level.extreme': 'Extreme hazard',
  'hazard.meaning.unknown':
    'We have no current reading for this beach. Check with the lifeguard before going in.',
  'hazard.meaning.caution':
    'No official alert and the surf is below this beach’s high threshold. The ocean is never safe: swim near a lifeguard.',
  'hazard.meaning.high':
    'Dangerous surf or currents for most people. Stay out of the water unless you are an experienced ocean user.',
  'hazard.meaning.extreme': 'Stay out of the water and away from the shoreline.',
  'hazard.sources': 'Sources: {sources}',
  'hazard.sourceWithAge': '{source}, {age}',
  'hazard.reasonWithAge': '{reason}, {age}',
  'hazard.source.ndbc':
    'NDBC {buoy}{buoy, select, 51201 { (Waimea buoy)} 51101 { (offshore buoy NW of Kauai)} other {}}',
  'hazard.source.alerts': 'NWS alerts, Oahu North Shore (HIZ007)',
  'hazard.reason.swell':
    '{from, select, none {} other {{fromName} }}swell {heightFt} ft at {periodS} s at the {buoy, select, 51201 {Waimea buoy} 51101 {offshore buoy NW of Kauai} other {buoy {buoy}}}',
  'hazard.reason.breakingHeadOn':
    'Breaking faces of about {faceFt} ft expected here, {band, select, extreme {at or above its {thresholdFt} ft extreme threshold} high {at or above its {thresholdFt} ft high threshold} other {below its {thresholdFt} ft high threshold}}',
  'hazard.reason.breakingSheltered':
    'Sheltered from {from, select, none {this} other {{fromName}}} swell: about {faceFt} ft wraps in, {band, select, extreme {at or above its {thresholdFt} ft extreme threshold} high {at or above its {thresholdFt} ft high threshold} other {below its {thresholdFt} ft high threshold}}',
  'hazard.reason.alert': 'NWS {eventName} {until}',
  'hazard.reason.noExposure': 'No exposure profile for this beach yet',
  'hazard.reason.noReading': 'No current surf reading: check with the lifeguard',
  'hazard.reason.noAlertsCheck': 'No current check of NWS alerts',
  'hazard.until': 'until {weekday}{time} HST',
  'age.justNow': 'just now',
  'age.minutes': '{minutes} min ago',
  'age.hours': '{hours} h ago',
  'age.days': '{days, plural, one {# day ago} other {# days ago}}',

  'compass.N': 'N',
  'compass.NNE': 'NNE',
  'compass.NE': 'NE',
  'compass.ENE': 'ENE',
  'compass.E': 'E',
  'compass.ESE': 'ESE',
  'compass.SE': 'SE',
  'compass.SSE': 'SSE',
  'compass.S': 'S',
  'compass.SSW': 'SSW',
  'compass.SW': 'SW',
  'compass.WSW': 'WSW',
  'compass.W': 'W',
  'compass.WNW': 'WNW',
  'compass.NW': 'NW',
  'compass.NNW': 'NNW',

  'hazard.panelTitle': "Today's hazard",
  'hazard.howWeRate':
    'How we rate this beach: swell from {fromDeg}° to {toDeg}° reaches it head-on; breaking faces from {highFt} ft make it High, from {extremeFt} ft Extreme.',

  'push.surf.warningTitle': 'HIGH SURF WARNING',
  'push.surf.officialBody': '{eventName} in force on the North Shore. Surf {height}.',
  'push.surf.thresholdBody':
    'Surf {height} on the North Shore. Stay out of the water unless you are experienced.',
  'push.surf.goodTitle': 'GOOD SURF CONDITIONS',
  'push.surf.goodBody': 'Surf {height} on the North Shore.',
  'push.weather.severeTitle': 'SEVERE WEATHER ALERT',
  'push.weather.title': 'WEATHER ALERT',
  'push.weather.body': '{condition}{wind, select, none {} other {, wind {windMph} mph}} on the North Shore.',
  'push.traffic.title': 'TRAFFIC ALERT',
  'push.traffic.body':
    '{status}{kamHwy, select, none {} other {: Kam Hwy {kamHwyStatus}}}.{delay, select, none {} other { Delay {delayMinutes} min.}}',
  'push.beach.title': '{level, select, extreme {EXTREME} other {HIGH}} HAZARD: {beachName}',
  'push.beach.separator': '. ',

  'sos.button': 'SOS',
  'sos.buttonLabel': 'Emergency SOS',
  'sos.title': 'Emergency Help',
  'sos.callFirst': 'In a life-threatening emergency call 911 first.',
  'sos.getLocation': 'Get My Location',
  'sos.getting': 'Getting...',
  'sos.copyLocation': 'Copy Location',
  'sos.textLocation': 'Text My Location',
  'sos.yourLocation': 'Your location: {coordinates}',
  'sos.callLabel': 'Call {name} {number}',
  'sos.calling': 'Calling {name}',
  'sos.callingCopied': '{coordinates} · Location copied to clipboard.',
  'sos.notSupportedTitle': 'Location Not Supported',
  'sos.notSupported': "Your browser doesn't support location services.",
  'sos.foundTitle': 'Location Found',
  'sos.errorTitle': 'Location Error',
  'sos.error': 'Unable to get your location. Please enable location services.',
  'sos.copiedTitle': 'Copied',
  'sos.copied': 'Location copied to clipboard.',
  'sos.noLocationTitle': 'No Location',
  'sos.noLocation': 'Please get your location first.',
  'sos.smsBody': 'Emergency! I need help. My location: {coordinates} {mapLink}',

  'contact.emergency.name': '911 Emergency',
  'contact.emergency.description': 'Police, fire and ambulance',
  'contact.oceanSafety.name': 'Ocean Safety',
  'contact.oceanSafety.description': 'Honolulu Ocean Safety dispatch',
  'contact.poisonControl.name': 'Poison Control',
  'contact.poisonControl.description': 'Poison Help line, 24 hours',
  'contact.coastGuard.name': 'Coast Guard',
  'contact.coastGuard.description': 'Sector Honolulu command center',
  'contact.police.name': 'Non-Emergency Police',
  'contact.police.description': 'Honolulu Police Department',

  'location.denied':
    'Location access was denied. Please enable location permissions in your browser settings to use location-based features.',
  'location.unavailable':
    "Your location could not be determined. Please check your device's GPS settings and try again.",
  'location.timeout': 'Location request timed out. Please try again or check your internet connection.',
  'location.other': 'An unexpected error occurred while trying to get your location. Please try again.',
  'location.unsupported':
    'Your browser does not support location services. Please use a modern browser to access location-based features.',

  'safety.card.lifeguards.title': 'Lifeguard Services',
  'safety.card.lifeguards.text':
    'Lifeguards are on duty from 9am to 5:30pm. Always swim near a staffed tower and ask about conditions.',
  'safety.card.knowBeforeYouGo.title': 'Know Before You Go',
  'safety.card.knowBeforeYouGo.text':
    'Check the surf report and warning signs. North Shore winter waves can be deadly even for strong swimmers.',
  'safety.card.sun.title': 'Sun Protection',
  'safety.card.sun.text': 'Use reef-safe sunscreen SPF 30+, reapply often and seek shade from 10am to 2pm.',
  'safety.card.ripCurrent.title': 'Rip Current Safety',
  'safety.card.ripCurrent.text':
    'If caught in a rip current, stay calm, swim parallel to shore, then swim back at an angle.',
  'safety.contacts.title': 'Emergency Contacts',
  'safety.contacts.emergency': 'Emergency',
  'safety.beAlert.title': "E Maka'ala — Be Alert",
  'safety.beAlert.text':
    'The ocean here is beautiful and powerful. Watch the water before you go in, respect posted signs and never turn your back on the waves.',
  'safety.beAlert.tooltip': "When in doubt, don't go out. Conditions change quickly; ask a lifeguard first.",
  'safety.beAlert.critical': 'Critical Safety Information',
  'safety.startQuiz': 'Start Safety Quiz with Kai',
  'safety.learnHow': 'Learn How',
  'safety.offlineHint':
    'Use the guide offline: emergency numbers, safety info and the quiz work without a connection.',

  'quiz.q1.question': 'You are caught in a rip current. What should you do?',
  'quiz.q1.option0': 'Swim straight back to shore as hard as you can',
  'quiz.q1.option1': 'Swim parallel to the shore until you are out of the current',
  'quiz.q1.option2': 'Dive under the water and wait',
  'quiz.q1.option3': 'Wave and stay still without floating',
  'quiz.q1.explanation':
    'Rip currents pull you away from shore. Swimming parallel to the beach takes you out of the narrow current, then you can swim back in.',
  'quiz.q1.turtle':
    'Totally right! Go sideways, not against the current, just like I ride the ocean currents.',
  'quiz.q2.question': 'When are North Shore lifeguards on duty?',
  'quiz.q2.option0': '24 hours a day',
  'quiz.q2.option1': 'Sunrise to sunset',
  'quiz.q2.option2': '9am to 5:30pm',
  'quiz.q2.option3': 'Only on weekends',
  'quiz.q2.explanation':
    'Lifeguards staff the towers from 9am to 5:30pm. Outside those hours nobody is watching the water.',
  'quiz.q2.turtle': 'Yes! Swim between 9am and 5:30pm, when the lifeguards can see you.',
  'quiz.q3.question': 'What sunscreen protects you best in the Hawaiian sun?',
  'quiz.q3.option0': 'SPF 8',
  'quiz.q3.option1': 'SPF 15',
  'quiz.q3.option2': 'SPF 30+ (reef-safe)',
  'quiz.q3.option3': 'No sunscreen needed on cloudy days',
  'quiz.q3.explanation':
    'Use SPF 30+ reef-safe sunscreen and seek shade from 10am to 2pm, when the sun is strongest.',
  'quiz.q3.turtle': 'Right on! Reef-safe SPF 30+ keeps you and my coral home healthy.',
  'quiz.q4.question': 'You see a Hawaiian green sea turtle (honu) resting on the beach. What do you do?',
  'quiz.q4.option0': 'Touch its shell gently',
  'quiz.q4.option1': 'Stay at least 10 feet away and let it rest',
  'quiz.q4.option2': 'Pour water on it to help it back to the ocean',
  'quiz.q4.option3': 'Take a close-up selfie with it',
  'quiz.q4.explanation':
    'Honu are protected. Keep at least 10 feet away and never touch, feed or disturb them.',
  'quiz.q4.turtle': 'Mahalo! We honu need our rest after a long swim.',
  'quiz.q5.question':
    'Winter waves at Waimea Bay are big and the lifeguards posted warning signs. Should you swim?',
  'quiz.q5.option0': 'Yes, if you are a strong swimmer',
  'quiz.q5.option1': 'Yes, but only near the rocks',
  'quiz.q5.option2': 'No, stay out of the water and watch from the beach',
  'quiz.q5.option3': 'Only if you bring a boogie board',
  'quiz.q5.explanation':
    'When in doubt, don’t go out. Winter surf on the North Shore can reach 30 feet and overwhelm anyone.',
  'quiz.q5.turtle': 'Smart choice! Even I stay deep when the big swells roll in.',
  'quiz.wrong': "Oops! Not quite. Let's learn this one together.",
  'quiz.title': 'Beach Safety Quiz with Kai the Honu',
  'quiz.back': 'Back to Safety Info',
  'quiz.progress': 'Question {number} of {total}',
  'quiz.progressLabel': 'Quiz progress',
  'quiz.waiting': "Take your time, I'll wait right here.",
  'quiz.answers': 'Answers',
  'quiz.correctAnswer': '(correct answer)',
  'quiz.explanation': 'Explanation:',
  'quiz.seeResults': 'See Results',
  'quiz.next': 'Next Question',
  'quiz.complete': 'Quiz Complete!',
  'quiz.percentCorrect': '{percent}% correct',
  'quiz.restart': 'Restart Quiz',
  'quiz.kai': 'Kai:',
  'quiz.score.best': "Amazing! You're a beach safety expert! Kai is proud of you!",
  'quiz.score.middle': 'Good job! You know the basics, but review the safety tips to stay extra safe.',
  'quiz.score.lowest': 'Keep learning! Review the safety information and try again. Kai believes in you!',
} as const;

export default en;
export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;
