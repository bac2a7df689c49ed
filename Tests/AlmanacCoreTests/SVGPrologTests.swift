@testable import AlmanacCore
import Foundation
import Testing

@Suite struct SVGPrologTests {
    @Test func commentsBeforeTheRootElementGoTheRestStays() throws {
        let svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a license
                 <svg> in a comment -->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">
            <!-- another -->
            <svg width="4" height="3"><!-- inside: kept --><rect/></svg>
            """
        let cleaned = try #require(SVGProlog.withoutComments(svg))
        #expect(cleaned == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">
            <svg width="4" height="3"><!-- inside: kept --><rect/></svg>
            """)
    }

    @Test func aFileWithoutSuchCommentsIsUsedAsItIs() {
        #expect(SVGProlog.withoutComments(#"<?xml version="1.0"?><svg/>"#) == nil)
        #expect(SVGProlog.withoutComments("<svg><!-- late --></svg>") == nil)
        #expect(SVGProlog.withoutComments("<!-- never closed <svg/>") == nil)
    }
}
