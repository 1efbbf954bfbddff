import type { Engine } from './constants';

/** The spec's templates: four per syntax. Names are message keys (`templates.<id>`). */
export const TEMPLATES: Record<Engine, readonly { id: string; code: string }[]> = {
  mermaid: [
    {
      id: 'flowchart',
      code: `flowchart TD
    A[Start] --> B{Is it working?}
    B -->|Yes| C[Ship it]
    B -->|No| D[Debug]
    D --> B`,
    },
    {
      id: 'sequence',
      code: `sequenceDiagram
    participant Browser
    participant Server
    Browser->>Server: GET /index.html
    Server-->>Browser: 200 OK
    Browser->>Server: GET /app.js
    Server-->>Browser: 200 OK`,
    },
    {
      id: 'class',
      code: `classDiagram
    class Animal {
      +String name
      +eat() void
    }
    class Dog {
      +bark() void
    }
    Animal <|-- Dog`,
    },
    {
      id: 'gantt',
      code: `gantt
    title Release plan
    dateFormat YYYY-MM-DD
    section Build
    Design     :done, a1, 2026-01-05, 7d
    Develop    :active, a2, after a1, 14d
    section Ship
    Test       :a3, after a2, 5d
    Release    :milestone, after a3, 0d`,
    },
  ],
  plantuml: [
    {
      id: 'usecase',
      code: `@startuml
left to right direction
actor Customer
rectangle Shop {
  Customer -- (Browse products)
  Customer -- (Place order)
  (Place order) .> (Pay) : include
}
@enduml`,
    },
    {
      id: 'activity',
      code: `@startuml
start
:Receive order;
if (In stock?) then (yes)
  :Ship order;
else (no)
  :Back-order;
endif
stop
@enduml`,
    },
    {
      id: 'component',
      code: `@startuml
package "Web" {
  [Browser app] --> [API]
}
database "PostgreSQL" {
  [Tables]
}
[API] --> [Tables]
@enduml`,
    },
    {
      id: 'sequence',
      code: `@startuml
actor User
User -> Browser : open page
Browser -> Server : GET /
Server --> Browser : HTML
Browser --> User : page shown
@enduml`,
    },
  ],
};

/** The template whose code this is, if any (so replacing it loses nothing the user wrote). */
export function templateOf(engine: Engine, code: string): string | undefined {
  return TEMPLATES[engine].find((template) => template.code === code)?.id;
}
