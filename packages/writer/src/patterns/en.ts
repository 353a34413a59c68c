/** English patterns. */
import { type Bank, lines } from './bank.js';

export const en: Bank = {
  title: lines(`
    Everything you need to know about {T}
    A fresh look at {T}
    {t}: what it means for you
    Why it pays to look at {T}
    Notes on {T}
    {t}, explained
  `),
  heading: lines(`
    {k}: why it matters
    What changes with {K}
    {k}: the details
    A closer look at {K}
    How to get started
    What we learned along the way
    The next steps
    Questions people ask
    What it means in practice
    The bigger picture
  `),
  intro: {
    announce: lines(`
      We have some news about {T}, and we are glad to share it today.
      Today we are introducing {T}.
      Something new is here: {T}.
      It is finally time to talk about {T}.
    `),
    invite: lines(`
      You are invited, and it is all about {T}.
      We would love to see you there: {T} is coming up.
      Save the date, because {T} is almost here.
      Here is an invitation we have been looking forward to sending: {T}.
    `),
    explain: lines(`
      Let's talk about {T}.
      There is a lot to say about {T}, so let's start with the basics.
      If you have ever wondered about {T}, this one is for you.
      I have been thinking about {T} for a while now.
    `),
    promote: lines(`
      Meet {T}.
      Looking for something better? Take a look at {T}.
      Good things are simple, and {T} proves it.
      This is the moment to discover {T}.
    `),
    thank: lines(`
      Thank you, sincerely, for everything around {T}.
      We want to say thank you for {T}.
      A big thank you goes out to everyone behind {T}.
      Some things deserve a proper thank you, and {T} is one of them.
    `),
    ask: lines(`
      We need your help with {T}.
      Can we ask for a moment of your time? It is about {T}.
      Your opinion on {T} matters to us.
      We have a question about {T}, and you are the right person to answer it.
    `),
    inform: lines(`
      Here is a short update on {T}.
      There is news about {T} that you should know about.
      We want to keep you in the loop on {T}.
      This is a quick note about {T}.
    `),
  },
  body: lines(`
    The idea behind {T} is simple.
    Everything starts with a clear goal and a little patience.
    Most people notice the difference within days.
    We took the time to get the details right.
    Nothing about {T} happened by accident.
    I keep coming back to one point: keep it simple.
    Here is what matters most.
    The details make the difference, and that is true of {K} as well.
    There is no magic trick, just careful work and honest choices.
    The reason is simple: everything fits into an ordinary day.
    You do not need special knowledge to get started.
    We listened, we tested, and we changed what did not work.
    Honestly, that is one of the things I enjoy most.
    The results speak for themselves.
    Every step was planned with real people in mind.
    A good plan leaves room for surprises.
    It is easy to overlook {K}, but it changes a lot.
    That is exactly where {K} comes in.
    Small changes add up over time.
    The first step is always the hardest one.
    We know this is not the only way, but we trust this one.
    F|Practical, clear, and a real time saver.
    Think of this as a starting point rather than a finished answer.
    Quality matters more than speed here.
    The evidence is clear: people stay when something works.
    We have seen this work again and again.
    Nothing is perfect, and that is fine.
    What surprised me most was how quickly everything came together.
    I love how calm the day feels once everything is in place.
    The process is straightforward and well documented.
    Nobody has to do this alone.
    We care about the people who rely on this every day.
    The effort is smaller than you might expect.
    In the end, the goal is to make life a little easier.
    The numbers are promising, and the feedback is even better.
    Behind {K} there is a team that cares.
    Some of the best ideas come from simple questions.
    There is more to {K} than first meets the eye.
    We kept what works and dropped what does not.
    Good work takes time, and this is no exception.
    All of this feels new, but builds on years of experience.
    People tell us this is the part they like best.
    The result is something we are genuinely proud of.
    Clear steps make a big difference.
    Each part has a reason to be there.
    Simplicity was the goal from the start.

    I tried this myself first, and I was surprised.
    I will be honest: I did not expect much at first.
    My first reaction was simple: finally.
    I wrote down what worked and what did not.
    I like things that just work.
    I think that is the real point.
    I learned more from the mistakes than from the plan.
    My advice is short: start small.
    I still remember the first test.
    F|Really.
    F|Done.
    F|Simple as that.
    That changes everything.
    F|No shortcuts.
    F|One step at a time.
    We are not there yet, and we know it.
    We made a lot of small decisions along the way.
    We want to keep it that way.
    Our team spent weeks on the tiny things nobody sees.
    You will notice it in the small moments of the day.
    You can start today, without any preparation.
    Your time is valuable, and this respects it.
    Feedback from the first users shaped almost every part.
    The approach is based on a few clear principles that have proven themselves in practice.
    A careful analysis of everyday routines showed where the real friction was.
    Practical experience and honest feedback matter more than any theory here.
    Consistency is what turns a good idea into a reliable habit.
    The most important decisions were also the least visible ones.
    F|A small thing, maybe, but small things matter.
    Nobody likes complicated instructions, and nobody needs them here.

    You know your own routine better than anyone.
    You decide how far you want to take it.
    If you want to, you can start with one small part.
    You will find the first results after a few days.
    You do not have to change everything at once.
    Your questions helped us more than you might think.
    You can always adjust the details later.
    Maybe you have asked yourself the same question.
    Comprehensive documentation and transparent communication remain essential requirements.
    Systematic evaluation demonstrates considerable improvements in everyday efficiency.
    Organisational processes benefit significantly from consistent implementation.
    The underlying methodology combines practical experience with structured observation.
    Responsible development requires continuous reflection and careful prioritisation.
    Measurable improvements depend on realistic expectations and dependable infrastructure.
    Professional collaboration becomes considerably easier with reliable foundations.
    I asked myself what I would actually need.
    I was curious, and a little sceptical.
    My favourite part is how little effort it takes.
    I would do everything the same way again.
    We wanted something honest, and we built exactly that.
    We are proud of this, and we say so openly.
    Every detail has been tested in real situations.
    The difference is noticeable from the first day.
    F|Calm, clear and practical.
    That is the whole idea.

    A systematic perspective reveals how individual decisions influence the overall outcome.
    Sustainable results require both organisational commitment and individual responsibility.
    Careful documentation makes subsequent improvements considerably more transparent.
    Experience suggests that gradual implementation produces more reliable outcomes than abrupt change.
    Conceptually, the approach distinguishes between immediate effects and long-term consequences.
    Transparent criteria facilitate comparison, evaluation and continuous improvement.
    Particular attention was paid to accessibility, reliability and maintainability.
    Consequently, the essential question concerns not whether change is possible, but how it is organised.
    Structured feedback therefore constitutes an indispensable component of the development process.
    Preliminary observations indicate considerable potential for further development.

    Honestly, I did not plan any of this, and yet, somehow, it all worked out.
    In the morning, with a coffee in hand, I like to go through the plan once more.
    At first everything felt strange, then familiar, and now I would not want to miss any of this.
    We talked about this for weeks, changed our minds twice, and finally decided to simply try.
    Looking back, the small steps were the ones that counted, not the big announcements.
    What matters, in the end, is whether the day gets a little lighter.

    The analysis of everyday practice clearly shows that the quality of the result depends on the context.
    According to the available evidence, the decisive factor is the consistency of the implementation.
    The findings therefore indicate that the essential conditions must be clarified at the beginning.
    From a systematic point of view, the framework must remain transparent, comprehensible and verifiable.
    Sometimes an idea arrives like morning light, slowly and without any hurry.
    The feeling was a bit like walking through the rain and suddenly seeing the sun again.
    Honestly, this is kind of fun, and pretty much everyone gets the idea right away.
    Some memories stay like a quiet echo, long after the day is over.

    F|Okay, so here is the thing.
    So I gave myself a little challenge.
    That is the part I like most.
    Now I cannot imagine going back.
    I made a little list, because of course I did.
    I am still a little amazed, to be honest.
    Let me tell you, that first week was something else.
    My friends laughed at me, and they were right.
    I told myself to just try, and so I did.
    I was nervous the night before, obviously.
    F|Me? I am a creature of habit.
    My plan was simple: one small step a day.
    I like to keep things light and a little bit playful.
    I had my doubts, and I had them for a while.
    For me, the best part came later.
    I am not going to lie, I was impressed.
    I say this as someone who gives up easily.
    Now I do this almost every week.
    F|That is me, and I am okay with that.
    I laughed, I learned, and I would do the whole thing again.
    I wish someone had told me sooner.
    I took notes on my phone (lots of notes).
    F|My advice? Keep your first try small and a little bit messy.
    F|Like I said, nothing fancy.
    F|Tell me what you think, because I really want to know.
    F|I am curious: have you tried something like this?

    F|No spreadsheets.
    F|No guesswork.
    F|No waiting.
    F|No more missed opportunities.
    Your team knows what to do next.
    Your customers notice the difference fast.
    Your data stays where you need it.
    They get an answer fast, and they come back.
    They notice when someone cares about the details.
    Teams move faster when they trust their data.
    Every response counts, so every response is fast.
    F|Follow up fast, while the interest is still fresh.
    F|Connect your tools, set your rules, and get to work.
    Decisions get faster when everyone works from the same data.
    F|Good teams follow up; great teams follow up fast.
    The setup takes minutes, and the results last.
    F|Built for teams that want to grow without the chaos.
    F|Fast for your team, and clear for your customers.
    Every step is tracked, so nothing falls through the cracks.
    Real-time updates keep everyone on the same page.
    Less manual work means more time for real conversations.

    The work itself is rarely the problem; the interaction around the work matters just as much.
    Informal exchange often matters as much as formal planning.
    Sharing what works (and what does not) is part of the work.
    Regular exchange between the people involved significantly improves the outcome.
    The frequency of contact is associated with the quality of the results.
    Knowledge that is shared early tends to remain useful for longer.
    Further research may clarify which conditions matter most.
    The evidence suggests that context, rather than effort alone, shapes the outcome.
    Small effects can add up to considerable ones over time.
    Change of this kind tends to be gradual rather than sudden.
    Individual differences matter, but shared patterns of use matter more.
    Early results should be interpreted with caution, given the limited scope of first observations.
    Two factors appear to be particularly relevant: the clarity of the goals and the frequency of feedback.
    Practical constraints (time, budget and staffing) shape what is feasible in each case.
    Formal procedures provide structure, whereas informal routines provide flexibility.
    The implications of these findings extend beyond the immediate context of application.
    Experiences vary considerably, which reflects the diversity of everyday situations.
    A combination of structured guidance and individual judgement may produce the most reliable results.
    The relationship between effort and outcome is, however, not strictly linear.
    Interaction between colleagues remains one of the most important sources of learning.
    Follow-up conversations often reveal more than first impressions.
    Long-term results depend on day-to-day decisions.
    F|A well-known rule applies here: measure first, then decide.
    Step-by-step guidance helps people find their own pace.
  `),
  benefit: lines(`
    You save time every single day.
    F|Easy to use from the very first minute.
    F|Fits neatly into the way you already work.
    F|Built to last, with care in every detail.
    F|Calm and order where there was chaos.
    F|More room for what really matters.
    F|Adapts to you, not the other way around.
    F|Reliable when you need it most.
    Costs stay clear and predictable.
    F|A good first impression, and a better second one.
    A chore turns into something you look forward to.
    F|Designed for real life, not for a showroom.
    F|No setup headaches and no long manuals.
    F|Less time on busywork, more time on the work that counts.
    Your team gets started in minutes, not weeks.
    Everyone sees the same information at the same time.
    F|Fewer steps, fewer mistakes, faster results.
    You stay in control of every decision.
    The basics are done right, so you can focus on the rest.
    F|Small daily wins that add up over a year.
    F|Works the same way on a busy Monday as on a quiet Friday.
    F|Simple enough for beginners, solid enough for experts.
  `),
  question: lines(`
    What really changes with {T}?
    Why does this matter now?
    So where do you begin?
    What would you do with an extra hour each week?
    Have you ever tried something similar?
    What makes {K} different?
    Sounds familiar?
    Why wait any longer?
  `),
  cta: {
    announce: lines(`
      Take a look and tell us what you think.
      Find out more and be among the first to try it.
    `),
    invite: lines(`
      Reply to this message to save your place.
      Let us know by the end of the week if you can join us.
    `),
    explain: lines(`
      Give it a try and see what works for you.
      Share your own experience in the comments.
    `),
    promote: lines(`
      Order now and see the difference for yourself.
      Try it today and find out why people love it.
    `),
    thank: lines(`
      We look forward to what comes next together.
      Let us keep this going.
    `),
    ask: lines(`
      Please send us your answer by the end of the week.
      Just reply to this message with a few words.
    `),
    inform: lines(`
      If you have any questions, just reply to this message.
      We will keep you posted as things move forward.
    `),
  },
  close: lines(`
    That is where we stand with {T} today.
    There is more to come on {T} soon.
    That is the short version, and there is more to come.
    In short: when it comes to {T}, it is worth your time.
    Thanks for reading, and see you soon.
    We are excited about what comes next.
    I hope this gives you a clear picture.
    There is always more to learn, and that is the fun part.
  `),
  facts: lines(`
    The key facts at a glance: {L}.
    Keep these in mind: {L}.
    What you need to know: {L}.
  `),
  hook: lines(`
    Big news: {T}.
    This one is about {T}.
    Quick update on {T}.
    Have you heard about {T}?
  `),
  what: lines(`
    This is {T}.
    In a few words: {T}, made for everyday use.
    {t}: simple, reliable and ready when you are.
  `),
  // For a prompt with no subject ("Write a blog post"): lines that need none.
  plainTitle: lines(`
    A few thoughts worth sharing
    Worth a closer look
    A short update
    What we have been working on
  `),
  plainIntro: {
    announce: lines(`
      We have some news, and we are glad to share it today.
      Something new is here, and it is worth a look.
    `),
    invite: lines(`
      You are invited, and we would love to see you there.
      Save the date: we are getting together soon.
    `),
    explain: lines(`
      Let's start with the basics.
      Here are a few thoughts worth sharing.
    `),
    promote: lines(`
      Good things are simple, and this one proves it.
      There is something new worth discovering.
    `),
    thank: lines(`
      A big thank you goes out to everyone who made this possible.
      Some things deserve a proper thank you.
    `),
    ask: lines(`
      We need your help with a question.
      Your opinion matters to us, and we would like to hear it.
    `),
    inform: lines(`
      Here is a short update.
      This is a quick note to keep everyone in the loop.
    `),
  },
  frame: lines(`
    For {A}, {S}
    With {T}, {S}
    When it comes to {K}, {S}
    As for {K}, {S}
  `),
  greeting: { formal: 'Dear all,', informal: 'Hi everyone,' },
  signoff: { formal: 'Best regards', informal: 'Cheers' },
  subjectLabel: 'Subject',
  joiners: [', and ', '; '],
  and: 'and',
  quote: ['“', '”'],
  safeTransitions: ['also', 'plus', 'in fact', 'of course', 'that said', 'still', 'so'],
};
