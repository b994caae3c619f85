# Runs data/make_gpus_json.py --check-prices on each bad fixture and checks that it exits non-zero with the
# message that names what the price lacks. Called by CTest with -DPYTHON, -DSCRIPT and -DFIXTURES.
set(cases
    "no_date.csv:2: every price needs an as-of date"
    "no_kind.csv:2: every price needs a kind"
    "no_source.csv:2: every price needs a source"
    "unknown_kind.csv:2: unknown price kind 'rent'"
    "bad_date.csv:2: as-of date '2026-13' is not YYYY-MM or YYYY-MM-DD")
foreach(case IN LISTS cases)
  string(REGEX MATCH "^[a-z_]+\\.csv" file "${case}")
  execute_process(COMMAND "${PYTHON}" "${SCRIPT}" --check-prices "${FIXTURES}/${file}"
                  RESULT_VARIABLE status ERROR_VARIABLE message OUTPUT_QUIET)
  if(status EQUAL 0)
    message(FATAL_ERROR "${file}: make_gpus_json.py accepted it")
  endif()
  string(FIND "${message}" "${case}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${file}: expected \"${case}\", got: ${message}")
  endif()
endforeach()
