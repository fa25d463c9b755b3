import type { LegalTexts } from './legalTexts';

/** English legal texts. `{product}` is replaced with the product's name. */
export const texts: LegalTexts = {
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: 22 November 2026',
    intro:
      '{product} is an online magazine and a community of readers. This policy explains what information the site keeps when you read, register, comment, subscribe to the newsletter or write to us, what we use it for, and the choices you have. We collect only what the site needs to work, and we never sell personal information.',
    sections: [
      {
        heading: 'What is kept in your browser',
        paragraphs: [
          '{product} does not use cookies for advertising or tracking. To work as you expect, the site keeps a few items in your browser’s local storage, on your own device:',
        ],
        items: [
          'your session token, saved under two keys when you sign in, so that the site knows the requests come from your account; both are removed when you sign out;',
          'your approximate location (city, region, country and rough coordinates), used to show the local weather in the header and refreshed at most once a week;',
          'the weather for that location, refreshed at most once an hour;',
          'the temperature unit you chose (°C or °F);',
          'drafts of what you did before signing in: a like, a comment or a poll vote, together with the page you were on. A draft is kept until you sign in or register, then sent once and deleted.',
        ],
      },
      {
        heading: 'Your approximate location and the weather',
        paragraphs: [
          'To show the weather for your city, your browser asks a third-party IP geolocation service where your internet connection is. That service receives your IP address, as every website you visit does, and answers with a city, a region, a country and rough coordinates. The result is accurate to a city at best, never to a street address, and the service does not learn who you are on {product}.',
          'The coordinates and the language you are reading in are then sent to our server to look up the weather. This request is not linked to your account. If you would rather not share your location at all, you can block the geolocation service in your browser or with a content blocker: the site works normally, only without the weather.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'When you register, we ask for your first name, last name, username, email address and a password. You may also give your country, city, phone number, gender, date of birth and a hobby; these are optional. We also record the language you registered in and the date your account was created.',
          'We use this information to create your account and keep it secure, to confirm your email address, to let you sign in and reset a forgotten password, and to show you your profile. Your email address is used for messages about your account and is never shown to other readers. Your password is used only to sign you in: no one at {product} will ever ask you for it.',
        ],
      },
      {
        heading: 'Comments, likes and poll votes',
        paragraphs: [
          'Comments, likes and poll votes are linked to your account. A comment is published with your name, shown as your last name followed by your first name, and anyone who visits the page can read it. Please do not write anything in a comment that you would not want to be public.',
          'Likes and votes are not shown with your name: other readers see only the totals. You can find the articles you liked in your profile.',
          'If you like, comment or vote before signing in, the action is kept as a draft in your browser, as described above. If you then register, the draft is sent with your registration so that it can be completed when you first sign in.',
        ],
      },
      {
        heading: 'The newsletter',
        paragraphs: [
          'You can subscribe to the newsletter from the header or the footer. The subscription form asks for your first name, last name and email address, and may also take a phone number and a comment; the quick box in the footer needs only your email address. We also record the language you are reading in, so that the newsletter reaches you in that language.',
          'Unless your address has already been confirmed, we first send you a link, and you are subscribed only once you have opened it. We use these details only to send you the newsletter and, if you left a comment, to reply to it. You can withdraw your consent at any time by asking us, through the Contact us form, to take your address off the list.',
        ],
      },
      {
        heading: 'Messages and contributions',
        paragraphs: [
          'When you write to us through the Contact us form, we receive your first name, last name, email address and message, and your phone number if you give it. When you send a contribution, we also receive the files you attach, such as manuscripts and pictures.',
          'We use them to read and answer your message and to consider your contribution for publication. Sending a contribution does not mean that it will be published, and we will contact you before publishing anything you sent us. Please attach only files you have the right to share, and do not include other people’s personal information without their permission.',
        ],
      },
      {
        heading: 'Advertising, sponsors and sharing',
        paragraphs: [
          'The site contains no advertising trackers. Sponsor blocks are plain links: nothing is sent to a sponsor when a page shows its block. If you follow one, you leave {product}, and the sponsor’s website applies its own privacy policy.',
          'We do not sell or rent personal information. We share it only as far as running the site requires: with the providers that host our servers and deliver our email, who act on our instructions, and with public authorities when the law obliges us to. The IP geolocation service described above receives your IP address directly from your browser.',
        ],
      },
      {
        heading: 'How long we keep information',
        paragraphs: [
          'We keep personal information only as long as we need it for the purpose it was given for: account details while your account exists, newsletter details until you unsubscribe, and messages and contributions for as long as it takes to handle them.',
          'What is stored in your browser stays there until it is replaced or you clear it; the session token is removed when you sign out. You can delete all of it at any time by clearing this site’s data in your browser settings. The site keeps working: it will look up your approximate location again and forget your preferences.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['You can ask us at any time to:'],
        items: [
          'tell you what personal information we hold about you and give you a copy of it;',
          'correct information that is wrong or out of date;',
          'delete your account and the information linked to it;',
          'stop sending you the newsletter, by withdrawing your consent.',
        ],
      },
      {
        heading: 'Contact and changes to this policy',
        paragraphs: [
          'To make a request or ask a question about your privacy, use the Contact us form, which you can open from the header or the footer of every page. Please write from the email address of your account or subscription, so that we can check that the request comes from you. We will answer as soon as we can and tell you what we have done.',
          'We may update this policy when the site changes. The date at the top of the page shows when it was last updated. If a change affects how we use information you have already given us, we will let you know on the site before it takes effect.',
        ],
      },
    ],
  },
  notice: {
    title: 'Browsing notice',
    updated: 'Last updated: 22 November 2026',
    intro:
      'This notice sets out the terms on which you may browse and use {product}. By using the site, you accept them. If you do not agree with them, please do not use the site. How we handle personal information is explained in our <privacy>privacy policy</privacy>.',
    sections: [
      {
        heading: 'Using the site',
        paragraphs: [
          '{product} publishes articles, photographs, videos, audio and other material for personal, non-commercial reading. You are welcome to share links to any page.',
          'Please use the site fairly. You may not try to get into other readers’ accounts or into parts of the site that are not meant for the public, disrupt or overload the service, or copy its content in bulk by automated means.',
        ],
      },
      {
        heading: 'Copyright',
        paragraphs: [
          'The texts, photographs, illustrations, videos, audio, logos and design of {product} belong to {product}, to the authors or to the people who have licensed them to us, and are protected by copyright.',
          'You may quote a short extract, provided you name {product} and the author and link to the original page. Any other reproduction, translation, adaptation or republication, whether in print or online, needs our written permission in advance. To ask for it, use <contact>the Contact us form</contact>.',
        ],
      },
      {
        heading: 'Your account and comments',
        paragraphs: [
          'To comment, like or vote, you need an account. Please give accurate information, keep your password to yourself and tell us at once if you think someone else has used your account: you are responsible for what is done with it.',
          'Comments are published with your name and can be read by everyone. They express the views of their authors, not those of {product}. To keep the conversation worth reading, we ask you to follow these rules:',
        ],
        items: [
          'be courteous, and criticise ideas rather than people;',
          'no insults, harassment, threats, or hateful or discriminatory remarks;',
          'nothing unlawful, defamatory, obscene or violent;',
          'no advertising, spam or repeated messages;',
          'do not publish anyone’s personal information, including your own contact details;',
          'stay on the subject of the article or post you are commenting on.',
        ],
      },
      {
        heading: 'Moderation',
        paragraphs: [
          'We may edit out personal information from a comment, and remove any comment that breaks these rules, without notice. If an account breaks them repeatedly or seriously, we may suspend or close it.',
          'Poll results show the votes of the readers who took part; they are not a scientific survey. If you see a comment that you believe breaks the rules, please tell us through <contact>the Contact us form</contact>.',
        ],
      },
      {
        heading: 'Contributions',
        paragraphs: [
          'When you send us a text, pictures or other files, you confirm that you created them or have the right to send them, and that they do not infringe anyone’s rights. You keep the copyright in your work.',
          'By sending a contribution, you allow us to read it, keep it and consider it for publication. We are not obliged to publish it, and we may not be able to reply to every contribution. If we would like to publish your work, we will contact you first to agree on how it will appear.',
        ],
      },
      {
        heading: 'Links to other websites and sponsors',
        paragraphs: [
          '{product} links to other websites, such as our pages on social networks, our shop and the websites of our sponsors. They are run by others and have their own terms and privacy policies; we are not responsible for their content.',
          'Sponsor blocks are plain links. A sponsor does not decide what our editors write, and showing a sponsor does not mean that we recommend its products or services.',
        ],
      },
      {
        heading: 'Disclaimer',
        paragraphs: [
          'We take great care over what we publish, but articles are written for general information and may become out of date. They are not professional advice, whether legal, medical, financial or travel advice. The weather in the header comes from a third-party service and is shown for an approximate location; it is given for convenience only.',
          'The site is provided as it is. We do our best to keep it available and free of errors, but we cannot promise that it will always be. To the extent the law allows, {product} is not liable for any loss that results from using the site or from relying on its content.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'The site does not use cookies for advertising or tracking. It keeps a few items in your browser’s local storage: your session token when you are signed in, your approximate location and its weather, the temperature unit you chose, and drafts of likes, comments and votes made before signing in. The privacy policy explains each of them. You can delete them at any time by clearing this site’s data in your browser.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may change this notice when the site changes. The date at the top of the page shows when it was last updated, and the version published here is the one that applies while you browse.',
          'If you have a question about this notice, would like permission to use our content, or want to report a problem, please write to us through <contact>the Contact us form</contact>, in the header or the footer of every page.',
        ],
      },
    ],
  },
};
