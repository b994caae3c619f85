# The executable carries no RUNPATH or RPATH: its libraries come from the system's library directories, and an
# empty entry (the padding CMake writes for an install RPATH) makes the loader search the current directory
# before them (see the top-level CMakeLists.txt). Run as: cmake -DEXE=<path> -P check_no_runpath.cmake
file(READ_ELF "${EXE}" RUNPATH runpath RPATH rpath CAPTURE_ERROR error)
if(error)
  message(FATAL_ERROR "${EXE}: ${error}")
endif()
if(NOT "${runpath}" STREQUAL "" OR NOT "${rpath}" STREQUAL "")
  message(FATAL_ERROR "${EXE} has RUNPATH \"${runpath}\" and RPATH \"${rpath}\"; expected none")
endif()
message(STATUS "${EXE}: no RUNPATH or RPATH")
