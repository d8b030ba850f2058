// Small manifests that tests build their cases from.

/** A small valid ContentApi manifest: two tools, path/query bindings, an enum; its upstream file is `box.json`. */
export const SMALL_BOX = `toolkit:
  id: content-api
  namespace: ContentApi
  title: Content toolkit
  package: "@toolgen/content-api"
  declaredTools: 2
  document: content-toolkit.md
upstream:
  provider: box
  specs: [box.json]
  servers:
    api: https://api.box.com/2.0
  auth:
    scheme: oauth2-bearer
    scopes: []
tools:
  - name: DeleteFile
    origin: document
    group: deletion
    description: Moves a file to the trash.
    operation:
      id: delete_files_id
      method: DELETE
      server: api
      path: /files/{file_id}
    params:
      - name: file_identifier
        type: string
        required: true
        in: path
        upstream: file_id
    risk:
      outcome: trash
  - name: ListFolderItems
    origin: document
    group: retrieval
    description: Lists the items of a folder.
    operation:
      id: get_folders_id_items
      method: GET
      server: api
      path: /folders/{folder_id}/items
    params:
      - name: folder_identifier
        type: string
        required: true
        in: path
        upstream: folder_id
      - name: usemarker
        type: boolean
        in: query
        upstream: usemarker
      - name: sort_direction
        type: string
        enum: [ASC, DESC]
        in: query
        upstream: direction
`;
