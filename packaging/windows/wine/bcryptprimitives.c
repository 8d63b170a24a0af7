/* For the Wine test prefix only; never installed with Casebook.
 *
 * Rust's standard library draws its random numbers from ProcessPrng in bcryptprimitives.dll,
 * which every Windows 10 and 11 has and Wine 8 lacks. This stand-in gives it over
 * RtlGenRandom (advapi32's SystemFunction036), so that casebook.exe can be run under Wine. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
