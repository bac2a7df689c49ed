import CGtk

/// The C heap in use: bytes allocated with malloc and not freed (glibc's `mallinfo2`). Unlike
/// resident memory it does not count freed memory the allocator keeps, so it shows a leak of a
/// few kilobytes per action within a few hundred actions.
public enum HeapUse {
    public static var bytes: Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }
}
