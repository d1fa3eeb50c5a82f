// A header that marks a math function as a routine (test/Translate/
// routine-library-overloads.cpp).
#include <math.h>
#pragma acc routine(fmax) seq
